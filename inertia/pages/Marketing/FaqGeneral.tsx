import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { FaqList } from '~/components/faq/faq_list'
import { FaqContactLinks } from '~/components/faq/faq_contact_links'
import type { ContactChannels, FaqGroup } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

/** General FAQs (SPEC §2.3). */
export default function FaqGeneral({
  groups,
  channels,
}: {
  groups: FaqGroup[]
  channels: ContactChannels
}) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t('faq.general_title')} description={t('faq.general_meta_description')} />
      <PageHero
        eyebrow={t('nav.faqs_general')}
        title={t('faq.general_heading')}
        intro={t('faq.general_intro')}
      />
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-14">
        {groups.length > 0 ? (
          <FaqList groups={groups} />
        ) : (
          <p className="text-slate-700">{t('faq.empty')}</p>
        )}
        <FaqContactLinks channels={channels} />
      </div>
    </>
  )
}
