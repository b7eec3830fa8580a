import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import {
  CheckboxField,
  EmailField,
  TextareaField,
  useRouteForm,
  useFields,
} from '~/components/form'
import { FormCard } from '~/components/contact/form_card'
import { useTranslation } from '~/hooks/use_translation'

/** Request delete (SPEC §2.2): the PDPA right to erasure, handled within 30 days. */
export default function RequestDelete({ defaults }: { defaults: { email: string } }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'request-delete.store',
    { email: defaults.email, reason: '', confirm: false },
    { preserveScroll: true, resetOnSuccess: true }
  )
  const field = useFields(form, 'forms.fields')

  return (
    <>
      <Seo title={t('forms.delete.title')} description={t('forms.delete.meta_description')} />
      <PageHero
        eyebrow={t('forms.delete.eyebrow')}
        title={t('forms.delete.heading')}
        intro={t('forms.delete.intro')}
      />
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
          <h2 className="pt-4 text-2xl font-semibold text-navy-800">
            {t('forms.delete.keep_title')}
          </h2>
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
          form={form}
          testId="delete-form"
          submitLabel={t('forms.delete.submit')}
        >
          <EmailField {...field('email', 'account_email')} required />
          <TextareaField {...field('reason', 'reason_optional')} rows={4} />
          <CheckboxField form={form} name="confirm" label={t('forms.delete.confirm')} />
        </FormCard>
      </div>
    </>
  )
}
