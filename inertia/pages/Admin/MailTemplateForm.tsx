import { useState } from 'react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import {
  CheckboxField,
  Form,
  RichTextField,
  SubmitButton,
  TextField,
  useRouteForm,
} from '~/components/form'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { postJson } from '~/lib/http'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

type Props = {
  template: Data.MailTemplate.Variants['toForm']
  id: number | null
  variables: string[]
  members: { name: string; email: string }[]
}

type Preview = { subject: string; html: string; member: { name: string; email: string } | null }

/** One form for a new and an existing template, with a preview on a real member. */
export default function AdminMailTemplateForm(props: Props) {
  return props.id ? <EditForm {...props} id={props.id} /> : <CreateForm {...props} />
}

function CreateForm(props: Props) {
  const form = useRouteForm('admin.template.store', props.template, { preserveScroll: 'errors' })
  return <TemplateFields {...props} form={form} />
}

function EditForm(props: Props & { id: number }) {
  const form = useRouteForm('admin.template.update', props.template, {
    params: { id: props.id },
    preserveScroll: 'errors',
  })
  return <TemplateFields {...props} form={form} />
}

/** The languages a preview is written in, each named in its own language. */
const PREVIEW_LOCALES = [
  { value: 'en', label: 'English' },
  { value: 'th', label: 'ไทย' },
]

/** A choice the preview is made with (the member it is written to, its language). */
function PreviewSelect(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: Array<{ value: string; label: string }>
}) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-800" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  )
}

type TemplateForm = ReturnType<
  typeof useRouteForm<'admin.template.store', Data.MailTemplate.Variants['toForm']>
>

/** The subject and body in one language; the English ones are required, the Thai ones fall back. */
function LanguageFields({ form, lang }: { form: TemplateForm; lang: 'en' | 'th' }) {
  const { t } = useTranslation()
  const thai = lang === 'th'
  const suffix = thai ? '_th' : ''
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">
        {t(thai ? 'admin_mail.templates.thai' : 'admin_mail.templates.english')}
      </legend>
      <TextField
        form={form}
        name={`subject${suffix}`}
        label={t(`admin_mail.fields.subject${suffix}`)}
        hint={thai ? t('admin_mail.hints.thai_optional') : undefined}
        rule={{ maxLength: 255 }}
        required={!thai}
      />
      <RichTextField
        form={form}
        name={`body${suffix}`}
        label={t(`admin_mail.fields.body${suffix}`)}
        required={!thai}
        editor={(field) => <RichTextEditor field={field} images={false} />}
      />
    </fieldset>
  )
}

function TemplateFields({ form, id, variables, members }: Props & { form: TemplateForm }) {
  const { t } = useTranslation()
  const [member, setMember] = useState(members[0]?.email ?? '')
  const [locale, setLocale] = useState<'en' | 'th'>('en')
  const [preview, setPreview] = useState<Preview | null>(null)
  const [failed, setFailed] = useState(false)
  const title = t(id ? 'admin_mail.templates.edit_title' : 'admin_mail.templates.new_title')

  const showPreview = async () => {
    const thai = locale === 'th'
    const { ok, data } = await postJson<Preview>(urlFor('admin.template.preview'), {
      subject: (thai && form.data.subject_th) || form.data.subject,
      body: (thai && form.data.body_th) || form.data.body,
      locale,
      ...(member ? { member_email: member } : {}),
    })
    setFailed(!ok || !data)
    setPreview(ok ? data : null)
  }

  return (
    <>
      <Seo title={title} />
      <Link href={urlFor('admin.template')} className="text-sm text-navy-800 underline">
        {t('admin_mail.templates.back')}
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form
          form={form}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          data-testid="template-form"
        >
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              form={form}
              name="name"
              label={t('admin_mail.fields.name')}
              rule={{ maxLength: 160 }}
              required
            />
            <TextField
              form={form}
              name="key"
              label={t('admin_mail.fields.key')}
              hint={t('admin_mail.hints.key')}
              rule={{ maxLength: 80 }}
              required
            />
          </div>
          <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            <p className="mb-2">{t('admin_mail.hints.variables')}</p>
            <ul className="flex flex-wrap gap-2" aria-label={t('admin_mail.templates.variables')}>
              {variables.map((variable) => (
                <li key={variable}>
                  <code className="rounded bg-white px-1.5 py-0.5 text-xs ring-1 ring-slate-200">
                    {`{{${variable}}}`}
                  </code>
                </li>
              ))}
            </ul>
          </div>
          <LanguageFields form={form} lang="en" />
          <LanguageFields form={form} lang="th" />
          <CheckboxField form={form} name="is_active" label={t('admin_mail.fields.is_active')} />
          <SubmitButton form={form}>{t('admin_mail.templates.save')}</SubmitButton>
        </Form>
        <section
          aria-labelledby="template-preview"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="template-preview" className="text-lg font-semibold text-slate-900">
            {t('admin_mail.preview.title')}
          </h2>
          <PreviewSelect
            id="preview-member"
            label={t('admin_mail.preview.member')}
            value={member}
            onChange={setMember}
            options={members.map((entry) => ({
              value: entry.email,
              label: `${entry.name} (${entry.email})`,
            }))}
          />
          <PreviewSelect
            id="preview-locale"
            label={t('admin_mail.preview.language')}
            value={locale}
            onChange={(value) => setLocale(value === 'th' ? 'th' : 'en')}
            options={PREVIEW_LOCALES}
          />
          <Button type="button" variant="secondary" onClick={showPreview}>
            {t('admin_mail.preview.show')}
          </Button>
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              {t('admin_mail.preview.failed')}
            </p>
          ) : null}
          {preview ? (
            <div className="space-y-2" data-testid="template-preview">
              <p className="text-sm">
                <span className="font-medium">{t('admin_mail.fields.subject')}:</span>{' '}
                {preview.subject}
              </p>
              {/* Sandboxed: the sanitized HTML runs no script and reaches nothing. */}
              <iframe
                title={t('admin_mail.preview.title')}
                sandbox=""
                srcDoc={preview.html}
                className="h-96 w-full rounded border border-slate-200 bg-white"
              />
            </div>
          ) : null}
        </section>
      </div>
    </>
  )
}
