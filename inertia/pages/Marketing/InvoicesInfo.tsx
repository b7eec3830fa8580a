import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const FIELDS = ['number', 'dates', 'plan', 'amounts', 'status', 'member'] as const
const STEPS = ['sign_in', 'settings', 'invoices', 'download'] as const

export default function InvoicesInfo() {
  const { t } = useTranslation()
  const fields = useCards('pages.invoices.fields', FIELDS)
  const steps = useCards('pages.invoices.steps', STEPS)
  return (
    <>
      <PageOpening group="pages.invoices" />
      <Section title={t('pages.invoices.fields_title')}>
        <CardGrid items={fields} />
      </Section>
      <Section tone="muted" title={t('pages.invoices.vat_title')}>
        <p className="max-w-3xl text-slate-800">{t('pages.invoices.vat_text')}</p>
      </Section>
      <Section title={t('pages.invoices.steps_title')}>
        <Steps steps={steps} />
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{t('pages.invoices.help_text')}</p>
      </Section>
    </>
  )
}
