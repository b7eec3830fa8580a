import vine from '@vinejs/vine'

/** The most rows one bulk action may touch: a page of the list at its largest size. */
export const BULK_MAX = 100

export const bulkSubscribersValidator = vine.create({
  action: vine.enum(['unsubscribe', 'delete'] as const),
  ids: vine
    .array(vine.number().withoutDecimals().positive())
    .minLength(1)
    .maxLength(BULK_MAX)
    .distinct(),
})
