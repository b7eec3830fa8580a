import { BaseTransformer } from '@adonisjs/core/transformers'
import type PlanDetailItem from '#models/plan_detail_item'
import { thaiMissing } from '#support/thai_content'

/** One accordion item as Manage Plan Details lists it (SPEC §2.9): its place and answer count. */
export default class PlanDetailRowTransformer extends BaseTransformer<PlanDetailItem> {
  toObject() {
    const item = this.resource
    return {
      id: item.id,
      position: item.position,
      question: item.question,
      questionTh: item.questionTh,
      answers: (item.answers ?? []).length,
      thaiMissing: thaiMissing(item, 'planDetails'),
      updatedAt: (item.updatedAt ?? item.createdAt).toISO()!,
    }
  }
}
