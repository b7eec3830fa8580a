import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import {
  DateField,
  Form,
  SelectField,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { formatDateTime } from '~/lib/dates'
import type { Data } from '@generated/data'

type Props = {
  form: Data.LegalForm.Variants['toFillIn']
  values: Record<string, string>
  draftSavedAt: string | null
}

/**
 * One legal form: its fields, "Save draft" (kept as typed)
 * and the PDF in English or Thai (checked strictly first; the server then
 * sends the browser to the download).
 */
export default function LegalFormShow({ form: legalForm, values, draftSavedAt }: Props) {
  const { t, locale } = useTranslation()
  const form = useRouteForm(
    'settings.legal-forms.draft',
    { values } as { values: Record<string, string> },
    { params: { id: legalForm.id }, preserveScroll: 'errors' }
  )

  const download = (lang: 'en' | 'th') => {
    if (form.processing) return
    form.transform((data) => ({ ...data, lang }))
    form.post(urlFor('settings.legal-forms.document.store', { id: legalForm.id }), {
      preserveScroll: true,
      onFinish: () => form.transform((data) => data),
    })
  }

  const savedAt = draftSavedAt ? formatDateTime(draftSavedAt, locale) : null

  return (
    <>
      <Seo title={legalForm.title} noindex />
      <div className="max-w-3xl space-y-6">
        <Link route="settings.legal-forms" className="inline-block text-sm text-navy-700 underline">
          ← {t('legal_forms.show.back')}
        </Link>
        <header>
          <h1 className="text-3xl font-semibold text-navy-800">{legalForm.title}</h1>
          {legalForm.description ? (
            <p className="mt-2 text-slate-600">{legalForm.description}</p>
          ) : null}
        </header>
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="legal-form-notice"
        >
          <strong className="block">{t('legal_forms.template_badge')}</strong>
          {t('legal_forms.show.notice')}
        </p>
        <p className="text-sm text-slate-600">{t('legal_forms.show.required_hint')}</p>

        <Form form={form} className="space-y-4" data-testid="legal-form-fill">
          {legalForm.fields.map((field) => {
            const name = `values.${field.key}` as const
            const common = { form, name, label: field.label, required: field.required }
            switch (field.type) {
              case 'date':
                return <DateField key={field.key} {...common} />
              case 'number':
                return <TextField key={field.key} {...common} inputMode="decimal" />
              case 'choice':
                return (
                  <SelectField
                    key={field.key}
                    {...common}
                    placeholder={t('legal_forms.show.choose')}
                    options={field.options}
                  />
                )
              case 'address':
                return <TextareaField key={field.key} {...common} rows={3} />
              case 'signature':
                return (
                  <TextField
                    key={field.key}
                    {...common}
                    hint={t('legal_forms.show.signature_hint')}
                  />
                )
              default:
                return <TextField key={field.key} {...common} />
            }
          })}
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button
              type="submit"
              variant="secondary"
              disabled={form.processing}
              data-testid="save-draft"
            >
              {t('legal_forms.show.save_draft')}
            </Button>
            <Button
              type="button"
              disabled={form.processing}
              onClick={() => download('en')}
              data-testid="download-en"
            >
              {t('legal_forms.show.download_en')}
            </Button>
            <Button
              type="button"
              disabled={form.processing}
              onClick={() => download('th')}
              data-testid="download-th"
            >
              {t('legal_forms.show.download_th')}
            </Button>
          </div>
          {savedAt ? (
            <p className="text-sm text-slate-500" data-testid="draft-saved-at">
              {t('legal_forms.show.draft_saved_at', { date: savedAt })}
            </p>
          ) : null}
        </Form>
      </div>
    </>
  )
}
