import vine from '@vinejs/vine'
import { PROMISE_UNITS } from '#enums/desk'

/** One kind's promise: a unit, and an amount unless it is "at once" (range checked by the service). */
const promise = () =>
  vine.object({
    unit: vine.enum(PROMISE_UNITS),
    amount: vine.number().withoutDecimals().min(0).max(1000).optional().nullable(),
  })

/** Admin › Settings › Service promises: every kind of the desk (#enums/desk), saved as one table. */
export const servicePromisesValidator = vine.create({
  advice: promise(),
  callback: promise(),
  document_review: promise(),
  letter_or_call: promise(),
  emergency: promise(),
})
