import { useEffect } from 'react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { buttonClasses } from '~/components/ui/button'
import { clearStoredCart } from '~/hooks/use_cart'
import { formatSatang } from '~/lib/format'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { membership: Data.MembershipReceipt; paymentPending?: boolean }

/** Sign-up step "confirmation" (SPEC §2.7). The cart closes after checkout. */
export default function Confirmation({ membership, paymentPending = false }: Props) {
  const { t } = useTranslation()
  const { app } = useShared()
  useEffect(() => clearStoredCart(), [])
  const period = t(
    membership.billingPeriod === 'year' ? 'checkout.period_year' : 'checkout.period_month'
  )
  return (
    <>
      <Seo title={t('checkout.confirmation_title')} noindex />
      <section className="mx-auto w-full max-w-2xl px-4 py-12">
        <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-semibold text-navy-800">
            {t('checkout.confirmation_title')}
          </h1>
          <p className="mt-2 text-sm text-slate-600">{t('checkout.confirmation_text')}</p>
          {paymentPending ? (
            <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('checkout.pending_note')}
            </p>
          ) : null}
          <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2" data-testid="confirmation-details">
            <div>
              <dt className="text-slate-600">{t('checkout.membership_number')}</dt>
              <dd className="font-semibold text-navy-800" data-testid="membership-number">
                {membership.membershipNumber}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('checkout.plan')}</dt>
              <dd className="font-semibold text-navy-800">
                {membership.plan} · {period}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('checkout.amount_paid')}</dt>
              <dd className="font-semibold text-navy-800">
                {formatSatang(membership.amountPaidSatang)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('checkout.invoice_number')}</dt>
              <dd className="font-semibold text-navy-800">{membership.invoiceNumber}</dd>
            </div>
          </dl>
          <p className="mt-6 rounded-md border border-gold-600/40 bg-gold-600/10 px-4 py-3 text-sm text-slate-800">
            {t('checkout.review_due', { date: membership.reviewDueBy })}
          </p>
          <h2 className="mt-8 text-lg font-semibold text-navy-800">{t('checkout.next_title')}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('checkout.next_review')}</li>
            <li>{t('checkout.next_email')}</li>
            <li>{t('checkout.next_use')}</li>
          </ol>
          <h2 className="mt-8 text-lg font-semibold text-navy-800">
            {t('checkout.support_title')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            <li>
              {t('checkout.support_hours')}{' '}
              <a href={app.contact.phoneHref} className="font-medium text-navy-800 underline">
                {app.contact.phone}
              </a>
            </li>
            <li>
              {t('checkout.emergency_line')}{' '}
              <a href={app.contact.emergencyHref} className="font-medium text-navy-800 underline">
                {app.contact.emergencyPhone}
              </a>
            </li>
          </ul>
          <Link
            route="settings.profile-details"
            className={buttonClasses('primary') + ' mt-8 inline-flex'}
          >
            {t('checkout.go_to_profile')}
          </Link>
        </div>
      </section>
    </>
  )
}
