import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { InputField, TextareaField } from '~/components/ui/field'
import { CheckboxField } from '~/components/forms_pages/checkbox_field'
import { FormCard } from '~/components/forms_pages/form_card'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

/** Request delete (SPEC §2.2): the PDPA right to erasure, handled within 30 days. */
export default function RequestDelete({ defaults }: { defaults: { email: string } }) {
  const { t } = useTranslation()
  const form = useForm({ email: defaults.email, reason: '', confirm: false })
  const action = urlFor('request-delete.store')

  return (
    <>
      <Seo title={t('forms.delete.title')} description={t('forms.delete.meta_description')} />
      <PageHero eyebrow={t('forms.delete.eyebrow')} title={t('forms.delete.heading')} intro={t('forms.delete.intro')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="delete-how-title" className="space-y-4 text-slate-700">
          <h2 id="delete-how-title" className="text-2xl font-semibold text-navy-800">
            {t('forms.delete.how_title')}
          </h2>
          <ol className="list-decimal space-y-3 pl-5">
            <li>{t('forms.delete.step_1')}</li>
            <li>{t('forms.delete.step_2')}</li>
            <li>{t('forms.delete.step_3')}</li>
          </ol>
          <h2 className="pt-4 text-2xl font-semibold text-navy-800">{t('forms.delete.keep_title')}</h2>
          <p>{t('forms.delete.keep_text')}</p>
          <p>
            {t('forms.delete.privacy_text')}{' '}
            <Link route="privacy-policy" className="font-medium text-navy-700 underline">
              {t('nav.privacy_policy')}
            </Link>
          </p>
        </section>
        <FormCard
          title={t('forms.delete.form_title')}
          action={action}
          testId="delete-form"
          submitLabel={t('forms.delete.submit')}
          processing={form.processing}
          onSubmit={() => form.post(action, { preserveScroll: true, onSuccess: () => form.reset() })}
        >
          <InputField label={t('forms.fields.account_email')} name="email" type="email" autoComplete="email" required maxLength={254} value={form.data.email} onChange={(event) => form.setData('email', event.target.value)} error={form.errors.email} />
          <TextareaField label={t('forms.fields.reason_optional')} name="reason" maxLength={2000} rows={4} value={form.data.reason} onChange={(event) => form.setData('reason', event.target.value)} error={form.errors.reason} />
          <CheckboxField label={t('forms.delete.confirm')} name="confirm" value="1" checked={form.data.confirm} onChange={(event) => form.setData('confirm', event.target.checked)} error={form.errors.confirm} />
        </FormCard>
      </div>
    </>
  )
}
