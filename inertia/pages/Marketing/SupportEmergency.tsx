import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { buttonClasses } from '~/components/ui/button'
import { EmailField, TextareaField, TextField, useRouteForm, useFields } from '~/components/form'
import { PhoneField, emptyPhoneFormData } from '~/components/form/phone_field'
import { MembershipNumberField } from '~/components/contact/sender_fields'
import { Confirmation, FormCard } from '~/components/contact/form_card'
import type { ContactChannels } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

type Props = { channels: ContactChannels; reference: string | null; defaults: { name: string } }

const SITUATIONS = ['arrest', 'detention', 'injury', 'warrant'] as const

/** Emergency help (SPEC §1): the 24/7 line, then a call-back request. */
export default function SupportEmergency({ channels, reference, defaults }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'support.emergency.store',
    {
      name: defaults.name,
      ...emptyPhoneFormData(),
      email: '',
      membership_number: '',
      situation: '',
    },
    { preserveScroll: true, resetOnSuccess: true }
  )
  const field = useFields(form, 'forms.fields')

  return (
    <>
      <Seo title={t('forms.emergency.title')} description={t('forms.emergency.meta_description')} />
      <PageHero
        eyebrow={t('forms.channels.emergency_label')}
        title={t('forms.emergency.heading')}
        intro={t('forms.emergency.intro')}
      >
        <a
          href={channels.emergencyPhoneHref}
          className={buttonClasses('gold', 'lg')}
          data-testid="emergency-call"
        >
          {t('forms.emergency.call', { phone: channels.emergencyPhone })}
        </a>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-2">
        <div className="space-y-8">
          <section>
            <h2 className="text-2xl font-semibold text-navy-800">
              {t('forms.emergency.when_title')}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {SITUATIONS.map((key) => (
                <li key={key} className="rounded-lg border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">
                    {t(`forms.emergency.situations.${key}`)}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    {t(`forms.emergency.situations.${key}_text`)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="text-2xl font-semibold text-navy-800">
              {t('forms.emergency.steps_title')}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
              <li>{t('forms.emergency.step_1')}</li>
              <li>{t('forms.emergency.step_2')}</li>
              <li>{t('forms.emergency.step_3')}</li>
              <li>{t('forms.emergency.step_4')}</li>
            </ol>
          </section>
        </div>
        <div className="space-y-6">
          {reference ? (
            <Confirmation title={t('forms.emergency.received_title')}>
              <p data-testid="ticket-reference">
                {t('forms.emergency.received_text', { reference })}
              </p>
            </Confirmation>
          ) : null}
          <FormCard
            title={t('forms.emergency.form_title')}
            intro={t('forms.emergency.form_intro')}
            form={form}
            testId="emergency-form"
            submitLabel={t('forms.emergency.submit')}
          >
            <TextField {...field('name')} required />
            <PhoneField {...field('phone', 'callback_phone')} required />
            <EmailField {...field('email', 'email_optional')} />
            <MembershipNumberField form={form} />
            <TextareaField {...field('situation')} rows={4} required />
          </FormCard>
        </div>
      </div>
    </>
  )
}
