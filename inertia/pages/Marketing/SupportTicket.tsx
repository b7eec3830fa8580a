import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { SelectField, TextareaField, useRouteForm, useFields } from '~/components/form'
import { MembershipNumberField, SenderFields } from '~/components/contact/sender_fields'
import { Confirmation, FormCard } from '~/components/contact/form_card'
import type { ContactChannels } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  categories: string[]
  channels: ContactChannels
  reference: string | null
  defaults: { name: string; email: string }
}

/** Key of a ticket category's label: "Legal matter" → forms.ticket.categories.legal_matter. */
const categoryKey = (category: string) =>
  `forms.ticket.categories.${category.toLowerCase().replace(/\s+/g, '_')}`

/** The ticket form (SPEC §3 support ticket, status pending). */
export default function SupportTicket({ categories, channels, reference, defaults }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'support.ticket.store',
    {
      name: defaults.name,
      email: defaults.email,
      membership_number: '',
      category: '',
      message: '',
    },
    { preserveScroll: true, resetOnSuccess: true }
  )
  const field = useFields(form, 'forms.fields')

  return (
    <>
      <Seo title={t('forms.ticket.title')} description={t('forms.ticket.meta_description')} />
      <PageHero
        eyebrow={t('nav.member_services')}
        title={t('forms.ticket.heading')}
        intro={t('forms.ticket.intro')}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-6">
          {reference ? (
            <Confirmation title={t('forms.ticket.received_title')}>
              <p data-testid="ticket-reference">{t('forms.ticket.received_text', { reference })}</p>
            </Confirmation>
          ) : null}
          <FormCard
            title={t('forms.ticket.form_title')}
            form={form}
            testId="ticket-form"
            submitLabel={t('forms.ticket.submit')}
          >
            <SenderFields form={form} />
            <MembershipNumberField form={form} />
            <SelectField
              {...field('category')}
              placeholder={t('forms.ticket.category_placeholder')}
              options={categories.map((category) => ({
                value: category,
                label: t(categoryKey(category)),
              }))}
              required
            />
            <TextareaField {...field('message')} required />
          </FormCard>
        </div>
        <aside className="space-y-6">
          <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-navy-800">
              {t('forms.ticket.what_next_title')}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700">
              <li>{t('forms.ticket.step_1')}</li>
              <li>{t('forms.ticket.step_2')}</li>
              <li>{t('forms.ticket.step_3')}</li>
            </ol>
            <p className="mt-4 text-sm text-slate-700">{t('forms.channels.hours_value')}</p>
          </section>
          <section className="rounded-lg bg-navy-900 p-6 text-white">
            <h2 className="text-xl font-semibold">{t('forms.ticket.urgent_title')}</h2>
            <p className="mt-2 text-sm text-slate-200">{t('forms.ticket.urgent_text')}</p>
            <a
              href={channels.emergencyPhoneHref}
              className="mt-3 block text-2xl font-bold text-gold-600 hover:underline"
            >
              {channels.emergencyPhone}
            </a>
            <Link
              route="support.emergency"
              className="mt-3 inline-block text-sm font-medium underline"
            >
              {t('nav.request_emergency')}
            </Link>
          </section>
        </aside>
      </div>
    </>
  )
}
