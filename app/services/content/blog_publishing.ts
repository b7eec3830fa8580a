import type { DateTime } from 'luxon'
import PublishBlogPostJob from '#jobs/publish_blog_post_job'

/**
 * Queues the publication of a scheduled post for its time; the job does the
 * publishing (publishDuePost). One object so tests that run inside a
 * rolled-back transaction can record the call instead (the queue writes
 * through its own connection).
 */
export const blogScheduler = {
  async schedule(postId: number, at: DateTime) {
    await PublishBlogPostJob.dispatch({ postId })
      .in(Math.max(0, at.toMillis() - Date.now()))
      .run()
  },
}
