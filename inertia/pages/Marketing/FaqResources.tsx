import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { FaqList } from '~/components/faq/faq_list'
import { FaqContactLinks } from '~/components/faq/faq_contact_links'
import type { ContactChannels, FaqGroup } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

/** Resource FAQ (SPEC §2.2 resources section). */
export default function FaqResources({
  groups,
  channels,
}: {
  groups: FaqGroup[]
  channels: ContactChannels
}) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t('faq.resources_title')} description={t('faq.resources_meta_description')} />
      <PageHero
        eyebrow={t('nav.resource_faq')}
        title={t('faq.resources_heading')}
        intro={t('faq.resources_intro')}
      />
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-14">
        {groups.length > 0 ? (
          <FaqList groups={groups} />
        ) : (
          <p className="text-slate-700">{t('faq.empty')}</p>
        )}
        <p className="text-slate-700">
          {t('faq.more_questions')}{' '}
          <Link route="faqs-general" className="font-medium text-navy-700 underline">
            {t('nav.faqs_general')}
          </Link>
        </p>
        <FaqContactLinks channels={channels} />
      </div>
    </>
  )
}
