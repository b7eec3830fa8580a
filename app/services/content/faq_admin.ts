import db from '@adonisjs/lucid/services/db'
import FaqEntry from '#models/faq_entry'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { bumpContentVersion } from '#services/content/content_version'
import { moveInList, type MoveDirection } from '#services/content/ordering'

type Who = { actor: User; ip: string | null }

export type FaqInput = {
  page_key: string
  group_heading: string | null
  group_heading_th: string | null
  question: string
  question_th: string | null
  answer: string
  answer_th: string | null
  is_published: boolean
}

function snapshot(entry: FaqEntry) {
  return {
    page_key: entry.pageKey,
    group_heading: entry.groupHeading,
    group_heading_th: entry.groupHeadingTh,
    question: entry.question,
    question_th: entry.questionTh,
    answer: entry.answer,
    answer_th: entry.answerTh,
    is_published: entry.isPublished,
    position: entry.position,
  }
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value

/**
 * Staff writes on FAQ entries: the general FAQ (SPEC
 * §2.3), the resource FAQ and each plan's FAQ. Headings open a group (the
 * entries after one without a heading belong to it, SPEC §3), so order is
 * what groups them. Answers are rich text, sanitized on save by the model
 * and again on render. Audited; cached public pages render anew.
 */
export default class FaqAdmin {
  async create(input: FaqInput, who: Who): Promise<FaqEntry> {
    const entry = await db.transaction(async (trx) => {
      const last = await FaqEntry.query({ client: trx })
        .where('page_key', input.page_key)
        .max('position as max')
      const row = new FaqEntry()
      row.useTransaction(trx)
      this.#fill(row, input)
      row.position = Number(last[0]?.$extras.max ?? 0) + 1
      await row.save()
      await AuditLog.record('faq.created', {
        ...who,
        subject: row,
        changes: { before: null, after: snapshot(row) },
        client: trx,
      })
      return row
    })
    await bumpContentVersion()
    return entry
  }

  async update(entry: FaqEntry, input: FaqInput, who: Who): Promise<void> {
    await db.transaction(async (trx) => {
      const before = snapshot(entry)
      entry.useTransaction(trx)
      const movedPage = entry.pageKey !== input.page_key
      this.#fill(entry, input)
      if (movedPage) {
        // Moved to another page: it goes to the end of that page.
        const last = await FaqEntry.query({ client: trx })
          .where('page_key', input.page_key)
          .max('position as max')
        entry.position = Number(last[0]?.$extras.max ?? 0) + 1
      }
      await entry.save()
      await AuditLog.record('faq.updated', {
        ...who,
        subject: entry,
        changes: { before, after: snapshot(entry) },
        client: trx,
      })
    })
    await bumpContentVersion()
  }

  async delete(entry: FaqEntry, who: Who): Promise<void> {
    await db.transaction(async (trx) => {
      entry.useTransaction(trx)
      await AuditLog.record('faq.deleted', {
        ...who,
        subject: entry,
        changes: { before: snapshot(entry), after: null },
        client: trx,
      })
      await entry.delete()
    })
    await bumpContentVersion()
  }

  async move(entry: FaqEntry, direction: MoveDirection, who: Who): Promise<boolean> {
    const moved = await db.transaction(async (trx) => {
      const rows = await FaqEntry.query({ client: trx })
        .where('page_key', entry.pageKey)
        .orderBy('position')
        .orderBy('id')
      const change = await moveInList(rows, entry.id, direction)
      if (change) {
        await AuditLog.record('faq.moved', {
          ...who,
          subject: entry,
          changes: { before: { position: change.from }, after: { position: change.to } },
          client: trx,
        })
      }
      return change !== null
    })
    if (moved) await bumpContentVersion()
    return moved
  }

  #fill(entry: FaqEntry, input: FaqInput) {
    entry.merge({
      pageKey: input.page_key,
      groupHeading: blankToNull(input.group_heading),
      groupHeadingTh: blankToNull(input.group_heading_th),
      question: input.question,
      questionTh: blankToNull(input.question_th),
      answer: input.answer,
      answerTh: blankToNull(input.answer_th),
      isPublished: input.is_published,
    })
  }
}
