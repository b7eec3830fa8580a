import type { ReactNode } from 'react'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { FaqList } from '~/components/faq/faq_list'
import { FaqContactLinks } from '~/components/faq/faq_contact_links'
import type { ContactChannels, FaqGroup } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

/**
 * A public FAQ page (SPEC §2.2, §2.3): its hero, the questions by group and
 * the ways to ask more. `page` names its texts (`faq.<page>_title`…).
 */
export function FaqPage(props: {
  page: 'general' | 'resources'
  eyebrow: string
  groups: FaqGroup[]
  channels: ContactChannels
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const text = (name: string) => t(`faq.${props.page}_${name}`)
  return (
    <>
      <Seo title={text('title')} description={text('meta_description')} />
      <PageHero eyebrow={props.eyebrow} title={text('heading')} intro={text('intro')} />
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-14">
        {props.groups.length > 0 ? (
          <FaqList groups={props.groups} />
        ) : (
          <p className="text-slate-700">{t('faq.empty')}</p>
        )}
        {props.children}
        <FaqContactLinks channels={props.channels} />
      </div>
    </>
  )
}
