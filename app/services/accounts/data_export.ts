import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import { zipSync, strToU8 } from 'fflate'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import DataExport, { DataExportStatus } from '#models/data_export'
import User from '#models/user'
import Invoice from '#models/invoice'
import CreditNote from '#models/credit_note'
import PlanAgreement from '#models/plan_agreement'
import {
  creditNoteDocument,
  planAgreementDocument,
  taxInvoiceDocument,
} from '#services/documents/documents'
import { documentLocale } from '#services/documents/thai_text'
import DataExportReadyMail from '#mails/data_export_ready_mail'
import { sqlTime } from '#support/columns'

/**
 * PDPA "download my data" (DESIGN §7 files): the member
 * asks, the queue prepares a ZIP — `data.json` with every record about the
 * member and `documents/` with their invoices, credit notes and plan
 * agreements as PDF — and mails a signed link that works for the owner only
 * until it expires; then the file is deleted.
 */

/** How long the mailed link (and the file) lives. */
export const EXPORT_LINK_DAYS = 7
/** The signature's purpose: a URL signed for anything else does not open an export. */
export const EXPORT_PURPOSE = 'data_export'

/** Private folder (never under public/); one random file name per export. */
export const exportsFolder = () => app.tmpPath('data_exports')

/** Columns never exported: secrets and what only identifies them. */
const SECRET_COLUMNS = new Set([
  'password',
  'remember_me_token',
  'token',
  'token_hash',
  'token_encrypted',
  'sessions_valid_from',
])

type Row = Record<string, unknown>

function clean(rows: Row[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key)))
  )
}

async function rowsWhere(table: string, column: string, value: unknown): Promise<Row[]> {
  return clean(
    await db
      .from(table)
      .where(column, value as never)
      .orderBy('id')
  )
}

/**
 * Every record about the member, by table. Records found by the member's
 * address (leads, tickets sent before signing up, newsletter, contact
 * messages) are included too.
 */
export async function collectMemberData(user: User) {
  const id = user.id
  const email = user.email
  const subscriptions = await rowsWhere('subscriptions', 'user_id', id)
  const subscriptionIds = subscriptions.map((row) => Number(row.id))
  const invoices = await rowsWhere('invoices', 'user_id', id)
  const invoiceIds = invoices.map((row) => Number(row.id))
  const bySubscription = async (table: string) =>
    subscriptionIds.length
      ? clean(await db.from(table).whereIn('subscription_id', subscriptionIds).orderBy('id'))
      : []
  const byUserOrEmail = async (table: string) =>
    clean(
      await db
        .from(table)
        .where((query) => query.where('user_id', id).orWhere('email', email))
        .orderBy('id')
    )
  // Chat: the conversations the member had signed in or opened from a lead
  // popup with their address, and every message of them (bot and staff replies too).
  const leads = await rowsWhere('leads', 'email', email)
  const leadIds = leads.map((row) => Number(row.id))
  const conversations = clean(
    await db
      .from('chat_conversations')
      .where((query) => {
        query.where('user_id', id)
        if (leadIds.length) query.orWhereIn('lead_id', leadIds)
      })
      .orderBy('id')
  )
  const conversationIds = conversations.map((row) => String(row.public_id))
  const chatMessages = clean(
    await db
      .from('chat_messages')
      .where((query) => {
        query.where('user_id', id)
        if (conversationIds.length) query.orWhereIn('conversation_id', conversationIds)
      })
      .orderBy('id')
  )
  return {
    exported_at: DateTime.utc().toISO(),
    user: clean(await db.from('users').where('id', id))[0] ?? null,
    memberships: subscriptions,
    partners: await bySubscription('partners'),
    dependants: await bySubscription('dependants'),
    plan_agreements: await rowsWhere('plan_agreements', 'user_id', id),
    matters: await bySubscription('matters'),
    entitlement_usages: await bySubscription('entitlement_usages'),
    invoices,
    payments: invoiceIds.length
      ? clean(await db.from('payments').whereIn('invoice_id', invoiceIds).orderBy('id'))
      : [],
    credit_notes: await rowsWhere('credit_notes', 'user_id', id),
    payment_methods: await rowsWhere('payment_methods', 'user_id', id),
    support_tickets: await byUserOrEmail('support_tickets'),
    consultancy_requests: await rowsWhere('consultancy_requests', 'user_id', id),
    feedbacks: await rowsWhere('feedbacks', 'user_id', id),
    reviews: await rowsWhere('reviews', 'user_id', id),
    leads,
    contact_messages: await rowsWhere('contact_messages', 'email', email),
    newsletter_subscriptions: await rowsWhere('subscribers', 'email', email),
    deletion_requests: await byUserOrEmail('deletion_requests'),
    identity_verifications: await rowsWhere('identity_verifications', 'user_id', id),
    email_histories: await rowsWhere('email_histories', 'user_id', id),
    notifications: await rowsWhere('notifications', 'user_id', id),
    device_tokens: await rowsWhere('device_tokens', 'user_id', id),
    chat_conversations: conversations,
    chat_messages: chatMessages,
    affiliate_referrals: await rowsWhere('affiliate_referrals', 'user_id', id),
    // Cookie-banner choices: version, purposes, time, IP, browser.
    consent_records: await rowsWhere('consent_records', 'user_id', id),
    audit_entries: clean(
      await db
        .from('audit_logs')
        .where((query) =>
          query
            .where((subject) =>
              subject.where('subject_type', 'User').where('subject_id', String(id))
            )
            .orWhere('user_id', id)
        )
        .orderBy('id')
    ),
    data_exports: await rowsWhere('data_exports', 'user_id', id),
  }
}

/** The member's documents as PDF files, by path inside the ZIP. */
async function memberDocuments(user: User): Promise<Record<string, Uint8Array>> {
  const locale = documentLocale(user.locale)
  const files: Record<string, Uint8Array> = {}
  const invoices = await Invoice.query().where('user_id', user.id).whereNotNull('paid_at')
  for (const invoice of invoices) {
    const document = await taxInvoiceDocument(invoice, locale)
    files[`documents/invoices/${document.filename}`] = document.pdf
  }
  for (const note of await CreditNote.query().where('user_id', user.id)) {
    const document = await creditNoteDocument(note, locale)
    files[`documents/credit_notes/${document.filename}`] = document.pdf
  }
  for (const agreement of await PlanAgreement.query().where('user_id', user.id)) {
    const document = await planAgreementDocument(agreement, locale)
    files[`documents/plan_agreements/${agreement.id}-${document.filename}`] = document.pdf
  }
  // Identity documents the member uploaded, when the file is still on this disk.
  const identities = await db
    .from('identity_verifications')
    .where('user_id', user.id)
    .select('id', 'document_path')
  for (const identity of identities) {
    const path = String(identity.document_path ?? '')
    const content = await readFile(app.makePath(path)).catch(() => null)
    if (content) {
      files[`documents/identity/${identity.id}-${path.split('/').pop()}`] = content
    }
  }
  return files
}

/** The ZIP: data.json, a README and the documents. */
export async function buildArchive(user: User): Promise<Uint8Array> {
  const data = await collectMemberData(user)
  const readme =
    'Lexpat: your personal data (PDPA).\n' +
    'data.json holds every record we keep about you, by table; documents/ holds your ' +
    'tax invoices, credit notes and plan agreements as PDF.\n'
  return zipSync({
    'README.txt': strToU8(readme),
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    ...(await memberDocuments(user)),
  })
}

/** A new request, or the one already being prepared (asking twice prepares one file). */
export async function requestExport(user: User, now = DateTime.utc()) {
  const pending = await DataExport.query()
    .where('user_id', user.id)
    .where('status', DataExportStatus.PENDING)
    .first()
  if (pending) return { export: pending, created: false }
  const created = await DataExport.create({
    userId: user.id,
    status: DataExportStatus.PENDING,
    requestedAt: now,
  })
  return { export: created, created: true }
}

/** The member downloads the archive: noted on the row; its file and the name it is saved under. */
export async function downloadArchive(row: DataExport, now = DateTime.utc()) {
  row.downloadedAt = now
  await row.save()
  return { path: archivePath(row), name: `lexpat-data-${row.readyAt!.toFormat('yyyy-MM-dd')}.zip` }
}

/** The link mailed to the member: signed, expiring with the file. */
export function downloadUrl(row: DataExport): string {
  return signedUrlFor(
    'settings.data-export.download',
    { id: row.id },
    {
      expiresIn: `${EXPORT_LINK_DAYS}d`,
      purpose: EXPORT_PURPOSE,
      prefixUrl: appUrl,
    }
  )
}

/**
 * Prepares one export (the queue job). Safe to run twice: only a pending
 * request is prepared, and its file name is chosen once.
 */
export async function prepareExport(exportId: number, now = DateTime.utc()) {
  const row = await DataExport.find(exportId)
  if (!row || row.status !== DataExportStatus.PENDING) return
  const user = await User.query().where('id', row.userId).whereNull('deleted_at').first()
  if (!user) {
    row.status = DataExportStatus.FAILED
    await row.save()
    return
  }
  const archive = await buildArchive(user)
  const fileName = row.fileName ?? `${row.id}-${randomBytes(16).toString('hex')}.zip`
  await mkdir(exportsFolder(), { recursive: true })
  await writeFile(join(exportsFolder(), fileName), archive)
  row.merge({
    status: DataExportStatus.READY,
    fileName,
    sizeBytes: archive.byteLength,
    readyAt: now,
    expiresAt: now.plus({ days: EXPORT_LINK_DAYS }),
  })
  await row.save()
  await mail.sendLater(new DataExportReadyMail(user, downloadUrl(row), row.expiresAt!))
}

/** True while the export's file may be downloaded. */
export function isDownloadable(row: DataExport, now = DateTime.utc()): boolean {
  return (
    row.status === DataExportStatus.READY &&
    row.fileName !== null &&
    row.expiresAt !== null &&
    row.expiresAt > now
  )
}

export function archivePath(row: DataExport): string {
  return join(exportsFolder(), row.fileName!)
}

/** Deletes the files of expired exports (scheduled; also run before each new export). */
export async function purgeExpiredExports(now = DateTime.utc()): Promise<number> {
  const expired = await DataExport.query()
    .where('status', DataExportStatus.READY)
    .where('expires_at', '<=', sqlTime(now, db.connection().dialect.name))
  for (const row of expired) {
    if (row.fileName) {
      await rm(archivePath(row), { force: true }).catch((error) =>
        logger.warn({ err: error, exportId: row.id }, 'data export file not deleted')
      )
    }
    row.merge({ status: DataExportStatus.EXPIRED, fileName: null })
    await row.save()
  }
  return expired.length
}

/** Requests still pending after this long are prepared by the hourly sweep. */
const STALE_PENDING_MINUTES = 30

/** Prepares requests whose queued job never ran (it could not be queued, say). */
export async function prepareStalePendingExports(now = DateTime.utc()): Promise<number> {
  const stale = await DataExport.query()
    .where('status', DataExportStatus.PENDING)
    .where(
      'requested_at',
      '<=',
      sqlTime(now.minus({ minutes: STALE_PENDING_MINUTES }), db.connection().dialect.name)
    )
  for (const row of stale) await prepareExport(row.id, now)
  return stale.length
}
