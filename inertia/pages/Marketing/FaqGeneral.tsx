import { FaqPage } from '~/components/faq/faq_page'
import type { ContactChannels, FaqGroup } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

/** General FAQs (SPEC §2.3). */
export default function FaqGeneral(props: { groups: FaqGroup[]; channels: ContactChannels }) {
  const { t } = useTranslation()
  return <FaqPage page="general" eyebrow={t('nav.faqs_general')} {...props} />
}
