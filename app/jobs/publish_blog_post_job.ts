import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { BlogPostStatus } from '#enums/content'
import BlogPost from '#models/blog_post'
import AuditLog from '#models/audit_log'
import { jobOptions } from '#services/platform/job_options'
import { bumpContentVersion } from '#services/content/content_version'

/**
 * Publishes one scheduled blog post at its time (DESIGN §7 "blog
 * publishing"), dispatched with a delay when staff schedule it. Idempotent:
 * see publishDuePost.
 */
export default class PublishBlogPostJob extends Job<{ postId: number }> {
  static options: JobOptions = jobOptions('PublishBlogPostJob')

  async execute() {
    await publishDuePost(this.payload.postId)
  }
}

/**
 * Publishes a scheduled post once its time has come. Safe to run any number
 * of times: the conditional update lets exactly one run publish, and a post
 * that was unpublished, re-scheduled later or already published is left alone.
 */
export async function publishDuePost(
  postId: number,
  now: DateTime = DateTime.now()
): Promise<boolean> {
  const stamp = now.toFormat(db.connection().dialect.dateTimeFormat)
  const changed = await db
    .from(BlogPost.table)
    .where('id', postId)
    .where('status', BlogPostStatus.SCHEDULED)
    .where('published_at', '<=', stamp)
    .update({ status: BlogPostStatus.PUBLISHED, updated_at: stamp })
  const count = Array.isArray(changed) ? Number(changed[0] ?? 0) : Number(changed)
  if (count === 0) return false
  const post = await BlogPost.findOrFail(postId)
  await AuditLog.record('blog.published_on_schedule', {
    subject: post,
    changes: {
      before: { status: BlogPostStatus.SCHEDULED },
      after: { status: BlogPostStatus.PUBLISHED },
    },
  })
  await bumpContentVersion()
  return true
}
