import { BaseTransformer } from '@adonisjs/core/transformers'
import type Review from '#models/review'
import { thaiMissing } from '#support/thai_content'

/** One review as the admin Manage Reviews list shows it (SPEC §2.9). */
export default class ReviewRowTransformer extends BaseTransformer<Review> {
  toObject() {
    const review = this.resource
    return {
      id: review.id,
      name: review.name,
      comment: review.comment,
      commentTh: review.commentTh,
      rating: review.rating,
      isPublished: review.isPublished,
      thaiMissing: thaiMissing(review, 'reviews'),
      createdAt: review.createdAt.toISO()!,
    }
  }
}
