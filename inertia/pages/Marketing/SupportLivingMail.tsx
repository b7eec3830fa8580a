import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { CardGrid } from '~/components/marketing/section'
import { TextareaField, useRouteForm, useFields } from '~/components/form'
import { PhoneField, emptyPhoneFormData } from '~/components/form/phone_field'
import { MembershipNumberField, SenderFields } from '~/components/contact/sender_fields'
import { Confirmation, FormCard } from '~/components/contact/form_card'
import type { ContactChannels } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  channels: ContactChannels
  intakeNumber: string | null
  defaults: { name: string; email: string }
}

const POINTS = ['what', 'thailand', 'who', 'included'] as const

/**
 * "Request emergency and living mail" (SPEC §2.2), read as a request for a
 * living will, which SPEC §1 covers under wills and powers of attorney.
 */
export default function SupportLivingMail({ channels, intakeNumber, defaults }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'support.living-mail.store',
    {
      name: defaults.name,
      email: defaults.email,
      ...emptyPhoneFormData(),
      membership_number: '',
      details: '',
    },
    { preserveScroll: true, resetOnSuccess: true }
  )
  const field = useFields(form, 'forms.living_will')

  return (
    <>
      <Seo
        title={t('forms.living_will.title')}
        description={t('forms.living_will.meta_description')}
      />
      <PageHero
        eyebrow={t('forms.living_will.eyebrow')}
        title={t('forms.living_will.heading')}
        intro={t('forms.living_will.intro')}
      />
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
                <p data-testid="intake-number">
                  {t('forms.living_will.received_text', { number: intakeNumber })}
                </p>
              </Confirmation>
            ) : null}
            <FormCard
              title={t('forms.living_will.form_title')}
              intro={t('forms.living_will.form_intro')}
              form={form}
              testId="living-will-form"
              submitLabel={t('forms.living_will.submit')}
            >
              <SenderFields form={form} />
              <PhoneField form={form} name="phone" label={t('forms.fields.phone_optional')} />
              <MembershipNumberField form={form} />
              <TextareaField
                {...field('details')}
                hint={t('forms.living_will.details_hint')}
                required
              />
            </FormCard>
          </div>
          <aside className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-sm text-slate-700">
            <h2 className="text-xl font-semibold text-navy-800">
              {t('forms.living_will.urgent_title')}
            </h2>
            <p className="mt-2">{t('forms.living_will.urgent_text')}</p>
            <a
              href={channels.emergencyPhoneHref}
              className="mt-3 block text-2xl font-bold text-navy-800 hover:underline"
            >
              {channels.emergencyPhone}
            </a>
          </aside>
        </div>
      </div>
    </>
  )
}
