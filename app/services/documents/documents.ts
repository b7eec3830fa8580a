import { errors as lucidErrors } from '@adonisjs/lucid'
import type Invoice from '#models/invoice'
import EntitlementUsage from '#models/entitlement_usage'
import CreditNote from '#models/credit_note'
import type PlanAgreement from '#models/plan_agreement'
import type User from '#models/user'
import type Payment from '#models/payment'
import TermsAndCondition from '#models/terms_and_condition'
import { PaymentMethodKind, PaymentStatus } from '#enums/billing'
import { translator, type RenderedDocument } from '#services/documents/pdf'
import { currentSeller } from '#services/documents/seller'
import { renderTaxInvoice, type Buyer } from '#services/documents/tax_invoice_pdf'
import { renderCreditNote } from '#services/documents/credit_note_pdf'
import { renderPlanAgreement } from '#services/documents/plan_agreement_pdf'
import { htmlParagraphs } from '#services/documents/html_paragraphs'
import { documentDate, type DocumentLocale } from '#services/documents/thai_text'
import { formatAddress, type BuyerSnapshot } from '#services/billing/invoice_details'

/**
 * The member's documents as PDF (DESIGN §7): the full tax
 * invoice / receipt of a paid invoice, the credit note of a refund and the
 * plan agreement. Callers load the record through its owner (or as staff);
 * these functions only read and render.
 */

/** A document that does not exist (yet): an unpaid invoice has no tax invoice. Answers 404. */
function notAvailable(): never {
  throw new lucidErrors.E_ROW_NOT_FOUND()
}

/**
 * The buyer as the document was issued: the copy taken when it was issued
 * (Revenue Code §86/4: name, address, tax ID and head office or branch),
 * else — a document issued before members could enter them — the invoice's
 * name and email and whatever the member record held then.
 */
function buyerOf(
  invoice: Invoice,
  user: User | null,
  snapshot: BuyerSnapshot | null,
  locale: DocumentLocale
): Buyer {
  if (snapshot) {
    return {
      name: snapshot.name,
      email: invoice.billToEmail,
      address: snapshot.address ? formatAddress(snapshot.address, locale) : null,
      taxId: snapshot.taxId,
      branch: snapshot.kind === 'company' ? snapshot.branch : null,
    }
  }
  return {
    name: invoice.billToName,
    email: invoice.billToEmail,
    address: user?.billingAddress ?? null,
    taxId: user?.taxId ?? null,
    branch: user?.taxId ? (user.taxBranch ?? null) : null,
  }
}

function fileName(number: string) {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`
}

function paymentLine(t: ReturnType<typeof translator>, payment: Payment | undefined) {
  if (!payment) return null
  // PromptPay (DESIGN §11) is named as such on receipts and tax invoices.
  if (payment.method === PaymentMethodKind.PROMPTPAY) {
    return { method: t('pdf.promptpay'), reference: payment.gatewayChargeId }
  }
  const card = payment.paymentMethod
  const method = card
    ? t('pdf.card', { brand: card.brand, last4: card.last4 })
    : t('pdf.card_unknown')
  return { method, reference: payment.gatewayChargeId }
}

async function loadInvoice(invoice: Invoice) {
  await invoice.load((loader) =>
    loader
      .load('subscription', (subscription) => subscription.preload('plan').preload('price'))
      .load('user')
      .load('payments', (payments) => payments.orderBy('id', 'asc').preload('paymentMethod'))
  )
}

async function itemDescription(invoice: Invoice, locale: DocumentLocale) {
  const t = translator(locale)
  const plan = invoice.subscription.plan
  const planName = locale === 'th' ? (plan.nameTh ?? plan.name) : plan.name
  // An invoice of its own for an extra service names the service.
  const extra = await EntitlementUsage.query()
    .where('invoice_id', invoice.id)
    .whereNull('reverses_id')
    .preload('matter')
    .first()
  if (extra) {
    return t('pdf.item.extra_service', {
      plan: planName,
      service: t(`pdf.item.services.${extra.kind}`),
      matter: extra.matter?.title ?? '',
      date: documentDate(extra.usedAt, locale),
    })
  }
  return t('pdf.item.membership', {
    plan: planName,
    period: t(`pdf.item.${invoice.subscription.price.billingPeriod}`),
    start: documentDate(invoice.periodStart, locale),
    end: documentDate(invoice.periodEnd, locale),
  })
}

/** The full tax invoice / receipt of a paid invoice (Revenue Code §86/4). */
export async function taxInvoiceDocument(
  invoice: Invoice,
  locale: DocumentLocale,
  options: { original?: boolean } = {}
): Promise<RenderedDocument> {
  if (!invoice.paidAt) notAvailable()
  await loadInvoice(invoice)
  await invoice.load('replacement')
  // A replaced tax invoice: the replacement is the document in force; the
  // original is kept and, when asked for, printed marked as replaced.
  const replacement = invoice.replacement ?? null
  const current = replacement && !options.original ? replacement : null
  const t = translator(locale)
  const paid = invoice.payments.find(
    (payment) =>
      payment.status === PaymentStatus.SUCCESSFUL || payment.status === PaymentStatus.REFUNDED
  )
  const notice = current
    ? t('pdf.replacement.replaces', {
        number: invoice.number,
        date: documentDate(invoice.paidAt!, locale),
        reason: current.reason,
      })
    : replacement
      ? t('pdf.replacement.replaced_by', {
          number: replacement.number,
          date: documentDate(replacement.issuedAt, locale),
        })
      : null
  const pdf = await renderTaxInvoice({
    locale,
    number: current?.number ?? invoice.number,
    issuedAt: current?.issuedAt ?? invoice.paidAt!,
    seller: await currentSeller(),
    buyer: buyerOf(
      invoice,
      invoice.user,
      current ? current.buyerDetails : invoice.buyerDetails,
      locale
    ),
    notice,
    membershipNumber: invoice.subscription.membershipNumber,
    items: [
      {
        description: await itemDescription(invoice, locale),
        quantity: 1,
        unitSatang: invoice.subtotalSatang,
        amountSatang: invoice.subtotalSatang,
      },
    ],
    subtotalSatang: invoice.subtotalSatang,
    vatSatang: invoice.vatSatang,
    totalSatang: invoice.totalSatang,
    payment: paymentLine(t, paid),
  })
  return { filename: fileName(current?.number ?? invoice.number), pdf }
}

/** The credit note (ใบลดหนี้) of a refund, naming the tax invoice it reduces. */
export async function creditNoteDocument(
  note: CreditNote,
  locale: DocumentLocale
): Promise<RenderedDocument> {
  await note.load((loader) => loader.load('invoice', (invoice) => invoice.preload('user')))
  const invoice = note.invoice
  // What earlier notes on the same invoice already credited (the "original value" here).
  const earlierRows = await CreditNote.query()
    .where('invoice_id', invoice.id)
    .where('id', '<', note.id)
    .sum('subtotal_satang as total')
  const earlier = Number(earlierRows[0]?.$extras.total ?? 0)
  const t = translator(locale)
  const pdf = await renderCreditNote({
    locale,
    number: note.number,
    issuedAt: note.issuedAt,
    seller: await currentSeller(),
    buyer: buyerOf(invoice, invoice.user, note.buyerDetails ?? invoice.buyerDetails, locale),
    invoice: {
      number: invoice.number,
      issuedAt: invoice.paidAt ?? invoice.issuedAt,
      subtotalSatang: invoice.subtotalSatang,
    },
    creditedBeforeSatang: earlier,
    description: t('pdf.credit_note.description', { invoice: invoice.number }),
    reason: note.reason,
    subtotalSatang: note.subtotalSatang,
    vatSatang: note.vatSatang,
    totalSatang: note.amountSatang,
  })
  return { filename: fileName(note.number), pdf }
}

/** The plan agreement: the accepted terms version's text, when and from which IP. */
export async function planAgreementDocument(
  agreement: PlanAgreement,
  locale: DocumentLocale
): Promise<RenderedDocument> {
  await agreement.load((loader) =>
    loader.load('subscription', (subscription) => subscription.preload('plan')).load('user')
  )
  const terms = await TermsAndCondition.findBy('version', agreement.termsVersion)
  const t = translator(locale)
  const plan = agreement.subscription.plan
  const reference = `${agreement.subscription.membershipNumber}-${agreement.termsVersion}`
  // The contract is the text the member accepted, in the language they read it in.
  const accepted = terms?.textFor(agreement.termsLocale)
  const paragraphs = accepted ? htmlParagraphs(accepted.html) : []
  const pdf = await renderPlanAgreement({
    locale,
    reference,
    memberName: agreement.user.name,
    memberEmail: agreement.user.email,
    membershipNumber: agreement.subscription.membershipNumber,
    planName: locale === 'th' ? (plan.nameTh ?? plan.name) : plan.name,
    termsTitle: accepted?.title ?? t('pdf.agreement.title'),
    termsVersion: agreement.termsVersion,
    acceptedAt: agreement.acceptedAt,
    acceptedIp: agreement.acceptedIp,
    paragraphs: paragraphs.length
      ? paragraphs
      : [{ text: t('pdf.agreement.terms_missing'), heading: false }],
  })
  return { filename: fileName(`agreement-${reference}`), pdf }
}
