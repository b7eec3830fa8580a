import { Link } from '~/components/link'
import { FaqPage } from '~/components/faq/faq_page'
import type { ContactChannels, FaqGroup } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

/** Resource FAQ (SPEC §2.2 resources section). */
export default function FaqResources(props: { groups: FaqGroup[]; channels: ContactChannels }) {
  const { t } = useTranslation()
  return (
    <FaqPage page="resources" eyebrow={t('nav.resource_faq')} {...props}>
      <p className="text-slate-700">
        {t('faq.more_questions')}{' '}
        <Link route="faqs-general" className="font-medium text-navy-700 underline">
          {t('nav.faqs_general')}
        </Link>
      </p>
    </FaqPage>
  )
}
