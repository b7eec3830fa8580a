import type { Data } from '@generated/data'
import { SettingsTitle } from '~/components/settings/settings_title'
import { NoMembershipNote } from '~/components/settings/no_membership_note'
import { Prose } from '~/components/marketing/prose'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

/** Settings › Plan Agreements (SPEC §2.8): the terms accepted for each membership. */
export default function PlanAgreements({ agreements }: { agreements: Data.PlanAgreement[] }) {
  const { t } = useTranslation()
  return (
    <>
      <div className="max-w-3xl">
        <SettingsTitle title={t('settings.menu.plan-agreements')} />
        <p className="mt-2 text-slate-600">{t('settings.agreements.intro')}</p>
        {agreements.length === 0 ? (
          <NoMembershipNote
            text={t('settings.agreements.none')}
            link={t('auth.view_plans')}
            className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700"
            testId="no-agreements"
          />
        ) : (
          <ul className="mt-8 space-y-4" data-testid="agreements">
            {agreements.map((agreement) => (
              <li key={agreement.id} className="rounded-lg border border-slate-200 p-6">
                <h2 className="text-lg font-semibold text-navy-800">
                  {agreement.plan} ·{' '}
                  <span className="font-mono text-base">{agreement.membershipNumber}</span>
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  {t('settings.agreements.accepted', {
                    version: agreement.termsVersion,
                    date: agreement.acceptedOn,
                  })}{' '}
                  <span data-testid="agreement-language">
                    {t(`settings.agreements.accepted_in.${agreement.termsLocale}`)}
                  </span>
                </p>
                <a
                  href={urlFor('settings.plan-agreements.pdf', { id: agreement.id })}
                  className="mt-2 inline-block text-sm font-semibold text-navy-800 underline"
                  data-testid="agreement-pdf"
                >
                  {t('settings.agreements.download_pdf')}
                </a>
                {agreement.termsHtml ? (
                  <details className="mt-4" lang={agreement.termsLocale}>
                    <summary className="cursor-pointer text-sm font-semibold text-navy-800 underline">
                      {t('settings.agreements.read', {
                        title: agreement.termsTitle ?? agreement.termsVersion,
                      })}
                    </summary>
                    <Prose
                      html={agreement.termsHtml}
                      className="mt-2 max-h-96 overflow-y-auto text-sm"
                    />
                  </details>
                ) : (
                  <p className="mt-4 text-sm text-slate-600">
                    {t('settings.agreements.text_unavailable')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
