import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const ACCEPTED = ['credit', 'debit', 'prepaid'] as const
const SECURITY = ['processor', 'never_stored', 'secure'] as const
const MANAGE = ['add', 'default', 'failed'] as const

export default function PaymentMethodsInfo() {
  const { t } = useTranslation()
  const accepted = useCards('pages.payment_methods.accepted', ACCEPTED)
  const security = useCards('pages.payment_methods.security', SECURITY)
  const manage = useCards('pages.payment_methods.manage', MANAGE)
  return (
    <>
      <PageOpening group="pages.payment_methods" />
      <Section title={t('pages.payment_methods.accepted_title')}>
        <CardGrid items={accepted} />
      </Section>
      <Section tone="muted" title={t('pages.payment_methods.security_title')}>
        <CardGrid items={security} />
      </Section>
      <Section title={t('pages.payment_methods.manage_title')}>
        <CardGrid items={manage} />
      </Section>
    </>
  )
}
