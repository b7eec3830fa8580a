import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  verification: {
    found: boolean
    valid: boolean
    plan: string | null
    initials: string | null
    /** The member themself, or the spouse / partner the membership covers (DESIGN §11). */
    holder: 'member' | 'partner' | null
  }
  emergency: { phone: string; href: string }
}

/**
 * The public page of a member card's QR code: only
 * "valid" or "not valid", the plan and the member's initials.
 */
export default function VerifyMemberCard({ verification, emergency }: Props) {
  const { t } = useTranslation()
  const { found, valid, plan, initials, holder } = verification
  return (
    <>
      <Seo title={t('member_card.verify.title')} noindex />
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-semibold text-navy-800">{t('member_card.verify.title')}</h1>
        <section
          className={
            'mt-8 rounded-2xl border-2 p-6 ' +
            (valid ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50')
          }
          data-testid="verification"
          aria-live="polite"
        >
          <p
            className={'text-4xl font-bold ' + (valid ? 'text-green-800' : 'text-red-800')}
            data-testid="verdict"
          >
            {valid ? t('member_card.verify.valid') : t('member_card.verify.not_valid')}
          </p>
          <p className="mt-2 text-slate-800">
            {!found
              ? t('member_card.verify.unknown_text')
              : valid
                ? t('member_card.verify.valid_text')
                : t('member_card.verify.not_valid_text')}
          </p>
          {found ? (
            <dl className="mt-6 grid grid-cols-2 gap-4 text-slate-900">
              <div>
                <dt className="text-sm text-slate-700">{t('member_card.verify.plan')}</dt>
                <dd className="text-lg font-semibold" data-testid="verified-plan">
                  {plan ?? '—'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700">{t('member_card.verify.initials')}</dt>
                <dd className="text-lg font-semibold" data-testid="verified-initials">
                  {initials}
                </dd>
              </div>
              {holder ? (
                <div className="col-span-2">
                  <dt className="text-sm text-slate-700">{t('member_card.verify.holder')}</dt>
                  <dd className="text-lg font-semibold" data-testid="verified-holder">
                    {t(`member_card.verify.holder_${holder}`)}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </section>
        <p className="mt-6 text-sm text-slate-700">{t('member_card.verify.privacy')}</p>
        <p className="mt-2 text-sm text-slate-700">
          <a href={emergency.href} className="underline">
            {t('member_card.verify.emergency', { phone: emergency.phone })}
          </a>
        </p>
      </div>
    </>
  )
}
