import { BaseTransformer } from '@adonisjs/core/transformers'
import type Feedback from '#models/feedback'

/**
 * One survey answer set as the admin Feedbacks list shows it (SPEC §2.9):
 * who gave it, about which lawyer, and each answer by question id (the
 * list preloads `user`, `lawyer` and `responses`).
 */
export default class FeedbackTransformer extends BaseTransformer<Feedback> {
  toObject() {
    const feedback = this.resource
    return {
      id: feedback.id,
      user: feedback.user ? { name: feedback.user.name, email: feedback.user.email } : null,
      lawyer: feedback.lawyer ? { name: feedback.lawyer.name } : null,
      surveyId: feedback.surveyId,
      answers: Object.fromEntries(
        (feedback.responses ?? []).map((response) => [
          String(response.surveyQuestionId),
          response.displayAnswer(),
        ])
      ) as Record<string, string | null>,
      createdAt: feedback.createdAt.toISO()!,
    }
  }
}
