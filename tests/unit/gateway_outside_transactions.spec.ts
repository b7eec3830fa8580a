import { test } from '@japa/runner'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * No payment gateway call runs inside a database transaction (DESIGN §4): a
 * transaction held across a network call holds its locks (on SQLite: the
 * whole database, the sandbox gateway's own tables included) for as long as
 * the gateway takes. Read from the source: every `transaction(` callback
 * body of app/ is scanned for a gateway call.
 */
const GATEWAY_CALL =
  /\b(?:gateway|paymentGateway\(\))\s*\.\s*(?:createCustomer|attachCard|listCards|removeCard|charge|retrieveCharge|findChargeByKey|refund|retrieveEvent)\s*\(|\battachAcceptedCard\s*\(/

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

/** The bodies of the callbacks given to `transaction(` (braces matched). */
export function transactionBodies(source: string): string[] {
  const bodies: string[] = []
  const opener = /\btransaction\(\s*async\s*\([^)]*\)\s*=>\s*\{/g
  let match: RegExpExecArray | null
  while ((match = opener.exec(source))) {
    let depth = 1
    let index = match.index + match[0].length
    const start = index
    while (index < source.length && depth > 0) {
      const char = source[index]
      if (char === '{') depth++
      else if (char === '}') depth--
      index++
    }
    bodies.push(source.slice(start, index - 1))
  }
  return bodies
}

test.group('Payment gateway calls and database transactions (DESIGN §4)', () => {
  test('[spec 2.7] the scanner finds a gateway call inside a transaction callback', ({
    assert,
  }) => {
    const held = `await db.transaction(async (trx) => {
      const row = await Payment.query({ client: trx }).first()
      if (row) { await paymentGateway().refund(row.chargeId, 100) }
    })`
    const [body] = transactionBodies(held)
    assert.match(body, GATEWAY_CALL)
    const after = `const id = await db.transaction(async (trx) => { return 1 })
    await paymentGateway().refund('chrg', 100)`
    assert.notMatch(transactionBodies(after)[0], GATEWAY_CALL)
  })

  test('[spec 2.7] no gateway call in app/ runs inside a database transaction', ({ assert }) => {
    const offenders: string[] = []
    for (const file of sources(app.makePath('app'))) {
      for (const body of transactionBodies(readFileSync(file, 'utf8'))) {
        const call = GATEWAY_CALL.exec(body)
        if (call) offenders.push(`${relative(app.makePath(), file)}: ${call[0]}`)
      }
    }
    assert.deepEqual(offenders, [])
  })
})
