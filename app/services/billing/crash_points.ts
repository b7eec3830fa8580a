/**
 * Named places between a gateway call and our record of it where a test
 * can make the process die (DESIGN §4: a charge is never lost nor made
 * twice, even when a process is killed mid-way). Active only when
 * NODE_ENV=test; production never reads these variables.
 *
 * - `before_charge`: the attempt (key, card, accepted terms) is committed;
 *   the gateway was never called.
 * - `after_charge`: the gateway answered; nothing of its answer is recorded.
 * - `before_commit`: the answer is written inside the settling transaction,
 *   which never commits (it rolls back, as a killed connection's does).
 * - `after_commit`: the payment is settled and committed; the process dies
 *   before the receipt and the answer to the member.
 *
 * `BILLING_CRASH_AT=<position>` arms one position. `BILLING_CRASH_MODE=kill`
 * sends SIGKILL to the process (a real crash, used by the child-process
 * tests); otherwise the hook throws `SimulatedCrash`, which the tests treat
 * as the end of the process: they discard everything the request held in
 * memory and look only at the database and the gateway. That is the same
 * state a kill leaves: our writes are committed transactions or nothing
 * (an open transaction rolls back when its connection dies, and the
 * throwing hook rolls it back the same way), and the gateway keeps what it
 * did. `BILLING_CRASH_AFTER_CHARGE=1` is the older spelling of
 * `after_charge` with SIGKILL.
 */
export const CRASH_POSITIONS = [
  'before_charge',
  'after_charge',
  'before_commit',
  'after_commit',
] as const

export type CrashPosition = (typeof CRASH_POSITIONS)[number]

export class SimulatedCrash extends Error {
  constructor(public position: CrashPosition) {
    super(`simulated crash at ${position}`)
    this.name = 'SimulatedCrash'
  }
}

function armed(): { position: string | null; kill: boolean } {
  if (process.env.NODE_ENV !== 'test') return { position: null, kill: false }
  if (process.env.BILLING_CRASH_AFTER_CHARGE === '1')
    return { position: 'after_charge', kill: true }
  return {
    position: process.env.BILLING_CRASH_AT?.trim() || null,
    kill: process.env.BILLING_CRASH_MODE === 'kill',
  }
}

/** Dies here when a test armed this position; does nothing otherwise. */
export function crashPoint(position: CrashPosition) {
  const { position: at, kill } = armed()
  if (at !== position) return
  if (kill) process.kill(process.pid, 'SIGKILL')
  throw new SimulatedCrash(position)
}
