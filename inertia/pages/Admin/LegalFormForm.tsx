import {
  CheckboxField,
  FormErrors,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  useRouteForm,
  type Bindable,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import { FormSection } from '~/components/admin/content/content_kit'
import {
  ContentForm,
  LocaleSections,
  recordFormOptions,
  SlugField,
} from '~/components/admin/content/content_form'
import { useWordOptions } from '~/components/admin/word_options'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type LegalFormFieldInput = Data.LegalForm.Variants['toForm']['fields'][number]

type Props = {
  legalForm: { id: number; slug: string } | null
  categories: string[]
  form: Data.LegalForm.Variants['toForm']
}

const TYPES: ReadonlyArray<LegalFormFieldInput['type']> = [
  'text',
  'date',
  'number',
  'choice',
  'address',
  'signature',
]

type Form = ReturnType<
  typeof useRouteForm<'admin.legal_forms.store', Data.LegalForm.Variants['toForm']>
>

/**
 * One field of the fields editor as a form of its own, so the kit's fields
 * bind to it: its data is `fields[index]`, its errors are the server's
 * `fields.<index>.*` messages.
 */
function rowForm(form: Form, index: number): Bindable<LegalFormFieldInput> {
  const prefix = `fields.${index}.`
  return {
    data: form.data.fields[index],
    errors: Object.fromEntries(
      Object.entries(form.errors as Record<string, string>)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, message]) => [key.slice(prefix.length), message])
    ),
    setData: ((key: keyof LegalFormFieldInput, value: unknown) =>
      form.setData(
        'fields',
        form.data.fields.map((field, at) => (at === index ? { ...field, [key]: value } : field))
      )) as Bindable<LegalFormFieldInput>['setData'],
  }
}

/** One legal form in English and Thai, its fields and its body. */
export default function AdminLegalFormForm({ legalForm, categories, form: initial }: Props) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const form = useRouteForm(
    legalForm ? 'admin.legal_forms.update' : 'admin.legal_forms.store',
    initial,
    recordFormOptions(legalForm)
  ) as Form
  const f = (name: string) => t(`admin_legal_forms.fields.${name}`)
  const e = (name: string) => t(`admin_legal_forms.editor.${name}`)
  const fields = form.data.fields
  // Placeholders the bodies use that name no field: the PDF leaves them out, staff should know.
  const keys = new Set(fields.map((field) => field.key))
  const unknown = [
    ...new Set(
      [...`${form.data.body_en}\n${form.data.body_th}`.matchAll(/\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g)]
        .map((match) => match[1])
        .filter((key) => !keys.has(key))
    ),
  ]

  const move = (index: number, by: -1 | 1) => {
    const next = [...fields]
    const [moved] = next.splice(index, 1)
    next.splice(index + by, 0, moved)
    form.setData('fields', next)
  }
  const add = () =>
    form.setData('fields', [
      ...fields,
      { key: '', label_en: '', label_th: '', type: 'text', required: true, options_text: '' },
    ])
  const remove = (index: number) =>
    form.setData(
      'fields',
      fields.filter((_field, at) => at !== index)
    )

  return (
    <ContentForm
      form={form}
      testId="legal-form-form"
      title={t(`admin_legal_forms.${legalForm ? 'edit' : 'new'}`)}
      back={{ route: 'admin.legal_forms', label: t('admin_legal_forms.title') }}
    >
      {/* Unlike other content, the Thai title is required too (the validator says so). */}
      <LocaleSections>
        {({ code, lang }) => (
          <>
            <TextField
              form={form}
              name={`title_${code}`}
              label={f(`title_${code}`)}
              rule={{ maxLength: 200 }}
              lang={lang}
              required
            />
            <TextareaField
              form={form}
              name={`description_${code}`}
              label={f(`description_${code}`)}
              rows={3}
              rule={{ maxLength: 1000 }}
              lang={lang}
            />
          </>
        )}
      </LocaleSections>

      <FormSection title={t('admin_legal_forms.sections.fields')}>
        <FormErrors form={form} names={['fields']} />
        {fields.length === 0 ? <p className="text-sm text-slate-600">{e('empty')}</p> : null}
        <ol className="space-y-4">
          {fields.map((field, index) => {
            const row = rowForm(form, index)
            return (
              <li
                key={index}
                className="rounded-md border border-slate-200 p-4"
                data-testid="legal-form-field"
              >
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-800">
                    {t('admin_legal_forms.editor.field_number', { number: index + 1 })}
                    {field.key ? (
                      <code className="ml-2 text-slate-500">{`{{${field.key}}}`}</code>
                    ) : null}
                  </h3>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {e('up')}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {e('down')}
                    </Button>
                    <Button type="button" variant="danger" size="sm" onClick={() => remove(index)}>
                      {e('remove')}
                    </Button>
                  </div>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    form={row}
                    name="key"
                    label={e('key')}
                    hint={e('key_hint')}
                    rule={{ maxLength: 40, pattern: '[a-z][a-z0-9_]*' }}
                    required
                  />
                  <SelectField
                    form={row}
                    name="type"
                    label={e('type')}
                    options={words(TYPES, 'admin_legal_forms.types')}
                    required
                  />
                  <TextField
                    form={row}
                    name="label_en"
                    label={e('label_en')}
                    rule={{ maxLength: 120 }}
                    required
                  />
                  <TextField
                    form={row}
                    name="label_th"
                    label={e('label_th')}
                    rule={{ maxLength: 120 }}
                    lang="th"
                    required
                  />
                  {field.type === 'choice' ? (
                    <TextareaField
                      form={row}
                      name="options_text"
                      label={e('options')}
                      hint={e('options_hint')}
                      rows={4}
                      className="sm:col-span-2"
                      required
                    />
                  ) : null}
                  <CheckboxField form={row} name="required" label={e('required')} />
                </div>
              </li>
            )
          })}
        </ol>
        <Button type="button" variant="secondary" onClick={add} data-testid="add-field">
          {e('add')}
        </Button>
      </FormSection>

      <FormSection title={t('admin_legal_forms.sections.body')}>
        <p className="text-sm text-slate-600">{t('admin_legal_forms.body_hint')}</p>
        <TextareaField form={form} name="body_en" label={f('body_en')} rows={14} required />
        <TextareaField
          form={form}
          name="body_th"
          label={f('body_th')}
          rows={14}
          lang="th"
          required
        />
        {unknown.length ? (
          <p
            className="rounded-md bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="unknown-placeholders"
          >
            {t('admin_legal_forms.unknown_placeholders', {
              list: unknown.map((key) => `{{${key}}}`).join(', '),
            })}
          </p>
        ) : null}
      </FormSection>

      <FormSection title={t('admin_legal_forms.sections.listing')}>
        <SelectField
          form={form}
          name="category"
          label={f('category')}
          options={words(categories, 'legal_forms.categories')}
          required
        />
        <SlugField form={form} />
        <NumberField form={form} name="position" label={f('position')} min={0} max={10000} />
        <CheckboxField form={form} name="published" label={f('published')} />
      </FormSection>
    </ContentForm>
  )
}
