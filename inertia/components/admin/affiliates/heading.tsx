import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'

/** Affiliate tracking's title, whether conversions reach Tapfiliate, and the consent a click needs. */
export function AffiliatesHeading({ tapfiliate }: { tapfiliate: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t('affiliates.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('affiliates.title')}</h1>
      <p className="mt-1 mb-2 text-slate-600">{t('affiliates.intro')}</p>
      <p className="mb-1 text-sm text-slate-600" data-testid="tapfiliate-state">
        {t(tapfiliate ? 'affiliates.tapfiliate_on' : 'affiliates.tapfiliate_off')}
      </p>
      <p className="mb-6 text-sm text-slate-500">{t('affiliates.consent_note')}</p>
    </>
  )
}
