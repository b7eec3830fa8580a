import { MemberMail } from '#mails/member_mail'
import { formatDateTime } from '#support/dates'

export type IdentityMailKind = 'request' | 'approved' | 'rejected'

export type IdentityMailData = {
  to: { email: string; name: string; locale?: string | null }
  kind: IdentityMailKind
  documentType: string
  /** The upload link (request only). */
  link?: string
  /** When the link stops working, ISO (request only). */
  expiresAt?: string
  note?: string | null
  reason?: string | null
}

/**
 * Customer POI mails to the member, in the member's
 * language, texts from the `poi.mail` keys: the request with its upload
 * link, and the lawyer's decision.
 */
export default class IdentityMail extends MemberMail {
  constructor(readonly data: IdentityMailData) {
    super(data.to)
  }

  prepare() {
    const t = this.translator('poi.mail')
    const expires = this.data.expiresAt
      ? formatDateTime(this.data.expiresAt, this.locale, 'long')
      : ''
    this.render(t(`${this.data.kind}.subject`), 'identity', t, {
      kind: this.data.kind,
      documentLabel: this.i18n.t(`poi.document_types.${this.data.documentType}`),
      link: this.data.link ?? '',
      expires,
      note: this.data.note ?? '',
      reason: this.data.reason ?? '',
    })
  }
}
