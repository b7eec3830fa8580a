import type { Group } from '@japa/runner/core'
import { Writable } from 'node:stream'
import { Logger } from '@adonisjs/core/logger'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { RoleSlug } from '#enums/role'
import type User from '#models/user'
import emailRecorder from '#services/platform/email_recorder'
import cache, { CacheKeys } from '#services/platform/shared_cache'
import settings from '#services/platform/settings_store'
import { REDACT_CENSOR, REDACT_PATHS } from '#support/log_redaction'

/**
 * Opens a global transaction and answers its rollback. The rollback first
 * waits for the email-history rows still being written (the 'mail:sent'
 * listener does not hold the request): a row written after the rollback
 * would be committed outside the transaction and show up in later tests.
 * Then it drops what the shared cache kept from rows the rollback removed.
 */
export async function globalTransaction() {
  const rollback = await testUtils.db().withGlobalTransaction()
  return async () => {
    await emailRecorder.settled()
    await rollback()
    // Menus kept from rows the rollback removed would name them in the next test.
    await cache.delete({ key: CacheKeys.AUDIT_FILTER_VALUES })
    // So would settings a test wrote (the next test read them from the cache for 2 s).
    await settings.forget()
  }
}

/**
 * Every test of the group runs in a transaction rolled back afterwards.
 */
export function useDatabase(group: Group) {
  group.each.setup(() => globalTransaction())
}

export async function createUser(role: RoleSlug = RoleSlug.USER, overrides: Partial<User> = {}) {
  const factory = role === RoleSlug.USER ? UserFactory : UserFactory.apply(role)
  const user = await factory.merge(overrides).create()
  await user.load('role')
  return user
}

export const ALL_ROLES: RoleSlug[] = Object.values(RoleSlug)

/** Rows in a table, optionally filtered by column values. */
export async function countRows(table: string, where: Record<string, unknown> = {}) {
  const rows = await db.from(table).where(where).count('* as total')
  return Number(rows[0].total)
}

/** A logger with the app's redaction, writing its JSON lines to `lines`. */
export function capturedLogger() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const logger = new Logger({
    enabled: true,
    name: 'redaction-test',
    level: 'info',
    redact: { paths: REDACT_PATHS, censor: REDACT_CENSOR },
    destination,
  } as any)
  return { logger, lines }
}
