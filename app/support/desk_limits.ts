/**
 * What the plan has left for a member request, and whether a request fits
 * (SPEC §9), as plain data: the server decides with it and the request
 * form shows the same answer before sending. No imports: the browser
 * bundle reads this file too.
 *
 * - Letters or calls: one use each, against the month, membership-year and
 *   total limits of the plan.
 * - Document review on the Personal plan: the first review up to
 *   `first_review_pages` (FAQ: "up to 15 pages to start"), after that
 *   `monthly_pages` a calendar month (plan details: "10 pages per month"),
 *   all the files of a request together.
 * - Document review on the Business plan: each file is a document of at
 *   most `per_document` pages, counted against documents left this month
 *   and this membership year.
 * - Advice, call-backs and emergencies are covered without a count.
 */
export type Left = { month: number | null; year: number | null; total: number | null }

export type PlanLeft = {
  letter_or_call: Left | null
  document_review: {
    /** Personal: no review yet, so the first-review allowance applies. */
    first_review: boolean
    /** Personal: pages left now (first review or this month); null when not counted in pages. */
    pages_left: number | null
    first_review_pages: number | null
    monthly_pages: number | null
    /** Business: the most pages one document may have. */
    per_document: number | null
    documents_left: Left
  } | null
  /** The price of one extra service beyond the plan (VAT included). */
  extra_price_satang: number
}

export type DeskLimitCode =
  'not_included' | 'pages_over' | 'pages_left' | 'month' | 'year' | 'total'

export type DeskCheck =
  | { within: true; counted: boolean }
  | { within: false; code: DeskLimitCode; data: Record<string, number> }

const noneLeft = (left: Left): DeskCheck | null => {
  for (const scope of ['month', 'year', 'total'] as const) {
    if (left[scope] !== null && left[scope]! < 1)
      return { within: false, code: scope, data: { left: 0 } }
  }
  return null
}

/** Whether a request of `kind` with documents of `pages` fits what the plan has left. */
export function checkDeskRequest(left: PlanLeft, kind: string, pages: number[]): DeskCheck {
  if (kind === 'letter_or_call') {
    if (!left.letter_or_call) return { within: false, code: 'not_included', data: {} }
    return noneLeft(left.letter_or_call) ?? { within: true, counted: true }
  }
  if (kind !== 'document_review') return { within: true, counted: false }
  const review = left.document_review
  if (!review) return { within: false, code: 'not_included', data: {} }
  if (review.per_document !== null) {
    const longest = Math.max(0, ...pages)
    if (longest > review.per_document)
      return {
        within: false,
        code: 'pages_over',
        data: { limit: review.per_document, pages: longest },
      }
  }
  if (review.pages_left !== null) {
    const total = pages.reduce((sum, count) => sum + count, 0)
    if (total > review.pages_left)
      return { within: false, code: 'pages_left', data: { left: review.pages_left, pages: total } }
  }
  const documents = pages.length || 1
  for (const scope of ['month', 'year', 'total'] as const) {
    const count = review.documents_left[scope]
    if (count !== null && documents > count)
      return { within: false, code: scope, data: { left: count } }
  }
  return { within: true, counted: true }
}
