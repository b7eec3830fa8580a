import { createHash } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { configProvider } from '@adonisjs/core'
import { SessionCollection } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { staffIdleSeconds } from '#config/session'
import { deviceLabel, networkPlace, type NetworkPlace } from '#support/device_label'

/** Session key of what the devices list shows about this session. */
export const DEVICE_KEY = 'device'

/** "Last active" is written at most this often, not on every request. */
export const ACTIVITY_WRITE_MS = 60_000

/** What a signed-in session remembers about where it is used. */
export type DeviceRecord = {
  userId: number
  userAgent: string
  ip: string
  signedInAt: number
  lastActiveAt: number
}

/** One row of the "signed-in devices" list (never the session id: it is the cookie). */
export type SignedInDevice = {
  key: string
  current: boolean
  browser: string | null
  os: string | null
  place: NetworkPlace
  signedInAt: string
  lastActiveAt: string
  /** Used in the last five minutes (decided here, so server and browser render alike). */
  activeNow: boolean
}

function readRecord(value: unknown): DeviceRecord | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Partial<DeviceRecord>
  return typeof record.userId === 'number' &&
    typeof record.signedInAt === 'number' &&
    typeof record.lastActiveAt === 'number'
    ? (record as DeviceRecord)
    : null
}

/**
 * Every session of a member or staff account is tagged with the user id in
 * the session store (@adonisjs/session's tagging), so all of them can be
 * listed and ended: logout, a password change or reset, account deletion
 * and a staff role change go through here.
 *
 * Ending sessions also moves the user's `sessions_valid_from` mark forward:
 * a session signed in before it is refused even if a request still in
 * flight wrote it back to the store after it was destroyed.
 */
export class UserSessions {
  #config: Promise<ResolvedSessionConfig> | null = null

  /**
   * A collection over the configured store, made per use rather than the
   * container's singleton: the database store holds the connection it was
   * made with, and tests swap that connection for a transaction per test.
   */
  async #collection(): Promise<SessionCollection> {
    this.#config ??= configProvider
      .resolve<ResolvedSessionConfig>(app, app.config.get('session'))
      .then((config) => {
        if (!config) throw new Error('config/session.ts does not use defineConfig')
        return config
      })
    return new SessionCollection(await this.#config)
  }

  /**
   * Runs before the route: ends the current session when it was signed in
   * before the user's sessions were ended, or when a staff member has been
   * idle longer than STAFF_SESSION_IDLE_TIMEOUT, or a partner login whose
   * access has ended. Says why it ended, if it did.
   */
  async checkCurrent(
    ctx: HttpContext,
    now = Date.now()
  ): Promise<'revoked' | 'idle' | 'partner_ended' | null> {
    const user = ctx.auth?.user
    if (!user || !ctx.session?.initiated) return null
    // A partner login's access follows the membership and the member's
    // choice (DESIGN §11): once it has ended, so has every session of it.
    if (user.isPartnerLogin()) {
      const { hasAccess } = await import('#services/memberships/partner_login')
      if (!(await hasAccess(user))) {
        await this.endCurrent(ctx, { keepData: true })
        return 'partner_ended'
      }
    }
    const record = readRecord(ctx.session.get(DEVICE_KEY))
    if (!record) return null
    const validFrom = Number(user.sessionsValidFrom ?? 0)
    if (record.signedInAt < validFrom) {
      await this.endCurrent(ctx, { keepData: true })
      return 'revoked'
    }
    const role = await user.loadRole()
    if (role.slug !== 'user' && now - record.lastActiveAt > staffIdleSeconds * 1000) {
      await this.endCurrent(ctx, { keepData: true })
      return 'idle'
    }
    return null
  }

  /**
   * Runs after the route: a session that has just been signed in (any
   * door: password, registration, social sign-in, admin login) or
   * regenerated is tagged with the user id and records its device; later
   * requests refresh "last active" at most once a minute, so a signed-in
   * visitor does not rewrite the session on every request.
   */
  async track(ctx: HttpContext, now = Date.now()): Promise<void> {
    const user = ctx.auth?.user
    const session = ctx.session
    if (!user || !session?.initiated || session.readonly) return
    const record = readRecord(session.get(DEVICE_KEY))
    const startedHere =
      !record || record.userId !== user.id || session.fresh || session.hasRegeneratedSession
    if (startedHere) {
      session.put(DEVICE_KEY, {
        userId: user.id,
        userAgent: (ctx.request.header('user-agent') ?? '').slice(0, 512),
        ip: ctx.request.ip(),
        signedInAt: now,
        lastActiveAt: now,
      } satisfies DeviceRecord)
      if (session.supportsTagging()) {
        await session.tag(String(user.id))
      }
      return
    }
    if (now - record.lastActiveAt >= ACTIVITY_WRITE_MS) {
      session.put(DEVICE_KEY, { ...record, ip: ctx.request.ip(), lastActiveAt: now })
    }
  }

  /**
   * Signs the current visitor out and throws the server-side session away:
   * the session id changes and the old one is deleted from the store, so a
   * copy of the old cookie is worthless. `keepData` keeps anonymous values
   * (the CSRF secret, the chosen language) for the rest of this request.
   */
  async endCurrent(ctx: HttpContext, { keepData = false } = {}): Promise<void> {
    await ctx.auth.use('web').logout()
    if (keepData) {
      ctx.session.forget(DEVICE_KEY)
    } else {
      ctx.session.clear()
    }
    ctx.session.regenerate()
  }

  /**
   * Ends every session of the user (all devices), except the ids given.
   * Returns how many were ended.
   */
  async endAll(user: User | number, { except = [] as string[] } = {}): Promise<number> {
    const userId = typeof user === 'number' ? user : user.id
    const mark = Date.now()
    await db.from('users').where('id', userId).update({ sessions_valid_from: mark })
    if (typeof user !== 'number') user.sessionsValidFrom = mark
    const collection = await this.#collection()
    if (!collection.supportsTagging()) return 0
    const sessions = await collection.tagged(String(userId))
    let ended = 0
    for (const session of sessions) {
      if (except.includes(session.id)) continue
      await collection.destroy(session.id)
      ended++
    }
    return ended
  }

  /**
   * After a password change or "sign out of all other devices": every other
   * session of the signed-in user ends, the current one stays signed in
   * under a new id.
   */
  async endOthers(ctx: HttpContext): Promise<number> {
    const user = ctx.auth.getUserOrFail()
    const ended = await this.endAll(user, { except: [ctx.session.sessionId] })
    ctx.session.regenerate()
    // Signed in again from now on, so the new mark does not end it.
    const record = readRecord(ctx.session.get(DEVICE_KEY))
    const now = Math.max(Date.now(), Number(user.sessionsValidFrom ?? 0))
    ctx.session.put(DEVICE_KEY, {
      userId: user.id,
      userAgent: record?.userAgent ?? (ctx.request.header('user-agent') ?? '').slice(0, 512),
      ip: ctx.request.ip(),
      signedInAt: now,
      lastActiveAt: now,
    } satisfies DeviceRecord)
    return ended
  }

  /**
   * The signed-in user's devices for a page that lists them (My account,
   * Change Password): this device recorded first, so the list shows it even
   * on the first visit.
   */
  async listOwn(ctx: HttpContext): Promise<SignedInDevice[]> {
    await this.track(ctx)
    return this.list(ctx.auth.getUserOrFail(), ctx.session)
  }

  /** The user's signed-in devices, this one first, then the most recently active. */
  async list(
    user: User,
    current: { sessionId: string; all(): Record<string, any> } | null
  ): Promise<SignedInDevice[]> {
    const collection = await this.#collection()
    if (!collection.supportsTagging()) return []
    const stored = await collection.tagged(String(user.id))
    const currentSessionId = current?.sessionId ?? null
    // The store holds the current session as of the start of this request:
    // what this request knows about it is newer.
    const sessions = [
      ...stored.filter((session) => session.id !== currentSessionId),
      ...(current ? [{ id: current.sessionId, data: current.all() }] : []),
    ]
    const validFrom = Number(user.sessionsValidFrom ?? 0)
    const devices: SignedInDevice[] = []
    for (const session of sessions) {
      const record = readRecord(session.data[DEVICE_KEY])
      // A session that signed out, or belongs to someone else now, is not a device of theirs.
      if (!record || record.userId !== user.id || Number(session.data.auth_web) !== user.id) {
        continue
      }
      if (record.signedInAt < validFrom) continue
      devices.push({
        key: createHash('sha256').update(session.id).digest('hex').slice(0, 16),
        current: session.id === currentSessionId,
        ...deviceLabel(record.userAgent),
        place: networkPlace(record.ip),
        signedInAt: new Date(record.signedInAt).toISOString(),
        lastActiveAt: new Date(record.lastActiveAt).toISOString(),
        activeNow: session.id === currentSessionId || Date.now() - record.lastActiveAt < 5 * 60_000,
      })
    }
    return devices.sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt)
    )
  }

  /** Deletes expired session rows (database store); returns how many. */
  async prune(now = new Date()): Promise<number> {
    const result = await db.from('sessions').where('expires_at', '<=', now).delete()
    return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result)
  }
}

export default new UserSessions()
