import { DateTime } from 'luxon'

/**
 * The time billing code reads (never DateTime.now() in app/services/billing).
 * Tests travel: `clock.travelTo(moment)` … `clock.travelBack()`. A worker
 * process started by a test may be given a fixed time with BILLING_NOW
 * (an ISO date; honoured only when NODE_ENV=test).
 */
class Clock {
  #frozen: DateTime | null = null

  now(): DateTime {
    if (this.#frozen) return this.#frozen
    const fixed = process.env.NODE_ENV === 'test' ? process.env.BILLING_NOW : undefined
    if (fixed) return DateTime.fromISO(fixed, { zone: 'utc' })
    return DateTime.utc()
  }

  travelTo(moment: DateTime) {
    this.#frozen = moment.toUTC()
  }

  travel(duration: Parameters<DateTime['plus']>[0]) {
    this.#frozen = this.now().plus(duration)
  }

  travelBack() {
    this.#frozen = null
  }
}

export const clock = new Clock()
export default clock
