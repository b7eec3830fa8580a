import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { CardGrid } from '~/components/marketing/section'
import { InputField, TextareaField } from '~/components/ui/field'
import { Confirmation, FormCard } from '~/components/forms_pages/form_card'
import type { ContactChannels } from '~/components/forms_pages/types'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Props = { channels: ContactChannels; intakeNumber: string | null; defaults: { name: string; email: string } }

const POINTS = ['what', 'thailand', 'who', 'included'] as const

/**
 * "Request emergency and living mail" (SPEC §2.2), read as a request for a
 * living will, which SPEC §1 covers under wills and powers of attorney.
 */
export default function SupportLivingMail({ channels, intakeNumber, defaults }: Props) {
  const { t } = useTranslation()
  const form = useForm({ name: defaults.name, email: defaults.email, phone: '', membership_number: '', details: '' })
  const action = urlFor('support.living-mail.store')

  return (
    <>
      <Seo title={t('forms.living_will.title')} description={t('forms.living_will.meta_description')} />
      <PageHero eyebrow={t('forms.living_will.eyebrow')} title={t('forms.living_will.heading')} intro={t('forms.living_will.intro')} />
      <div className="mx-auto max-w-6xl px-4 py-14">
        <CardGrid
          items={POINTS.map((key) => ({
            title: t(`forms.living_will.points.${key}`),
            text: t(`forms.living_will.points.${key}_text`),
          }))}
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-6">
            {intakeNumber ? (
              <Confirmation title={t('forms.living_will.received_title')}>
                <p data-testid="intake-number">{t('forms.living_will.received_text', { number: intakeNumber })}</p>
              </Confirmation>
            ) : null}
            <FormCard
              title={t('forms.living_will.form_title')}
              intro={t('forms.living_will.form_intro')}
              action={action}
              testId="living-will-form"
              submitLabel={t('forms.living_will.submit')}
              processing={form.processing}
              onSubmit={() => form.post(action, { preserveScroll: true, onSuccess: () => form.reset() })}
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField label={t('forms.fields.name')} name="name" autoComplete="name" required maxLength={160} value={form.data.name} onChange={(event) => form.setData('name', event.target.value)} error={form.errors.name} />
                <InputField label={t('forms.fields.email')} name="email" type="email" autoComplete="email" required maxLength={254} value={form.data.email} onChange={(event) => form.setData('email', event.target.value)} error={form.errors.email} />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField label={t('forms.fields.phone_optional')} name="phone" autoComplete="tel" inputMode="tel" maxLength={40} value={form.data.phone} onChange={(event) => form.setData('phone', event.target.value)} error={form.errors.phone} />
                <InputField label={t('forms.fields.membership_number_optional')} name="membership_number" hint={t('forms.fields.membership_number_hint')} maxLength={14} value={form.data.membership_number} onChange={(event) => form.setData('membership_number', event.target.value)} error={form.errors.membership_number} />
              </div>
              <TextareaField label={t('forms.living_will.details')} name="details" required minLength={10} maxLength={5000} hint={t('forms.living_will.details_hint')} value={form.data.details} onChange={(event) => form.setData('details', event.target.value)} error={form.errors.details} />
            </FormCard>
          </div>
          <aside className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-sm text-slate-700">
            <h2 className="text-xl font-semibold text-navy-800">{t('forms.living_will.urgent_title')}</h2>
            <p className="mt-2">{t('forms.living_will.urgent_text')}</p>
            <a href={channels.emergencyPhoneHref} className="mt-3 block text-2xl font-bold text-navy-800 hover:underline">
              {channels.emergencyPhone}
            </a>
          </aside>
        </div>
      </div>
    </>
  )
}
