import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { BlogPostStatus } from '#enums/content'
import BlogPost from '#models/blog_post'
import AuditLog from '#models/audit_log'
import { bumpContentVersion } from '#services/content_version'

/**
 * Publishes a scheduled post once its time has come (issue 13 point 2),
 * called by PublishBlogPostJob. Safe to run any number of times: the
 * conditional update lets exactly one run publish, and a post that was
 * unpublished, re-scheduled later or already published is left alone.
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

/**
 * Queues the publication of a scheduled post for its time. One object so
 * tests that run inside a rolled-back transaction can record the call
 * instead (the queue writes through its own connection).
 */
export const blogScheduler = {
  async schedule(postId: number, at: DateTime) {
    const { default: PublishBlogPostJob } = await import('#jobs/publish_blog_post_job')
    await PublishBlogPostJob.dispatch({ postId })
      .in(Math.max(0, at.toMillis() - Date.now()))
      .run()
  },
}
