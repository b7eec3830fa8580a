import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/billing/job_options'
import { publishDuePost } from '#services/admin/blog_publishing'

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
