import { LocalizedTransformer } from '#transformers/concerns/readers'
import Review from '#models/review'
import { localized } from '#support/localized'

/** A member's review of the service. */
export default class ReviewTransformer extends LocalizedTransformer<Review> {
  /** The edit form of Manage Reviews; a new review starts blank. */
  static form(review: Review | null) {
    return new ReviewTransformer(review ?? new Review()).toForm()
  }

  /** As the home page shows it, in the visitor's language when translated. */
  toObject() {
    const review = this.resource
    return {
      id: review.id,
      name: review.name,
      comment: localized(review.comment, review.commentTh, this.locale),
      rating: review.rating,
      date: review.createdAt.toISODate() ?? '',
    }
  }

  /** Form values carry the validator's field names: they are the body the form posts back. */
  toForm() {
    const review = this.resource
    return {
      name: review.name ?? '',
      comment: review.comment ?? '',
      comment_th: review.commentTh ?? '',
      rating: review.rating ?? 5,
      is_published: review.isPublished ?? false,
    }
  }
}
