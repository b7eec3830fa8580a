import { Form, RichTextField, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { terms: { id: number } | null; form: Data.TermsAndCondition.Variants['toForm'] }

/** SPEC §2.9 Terms & Conditions: a draft version (a new one starts from the current text). */
export default function AdminTermsForm({ terms, form: initial }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    terms ? 'admin.terms.update' : 'admin.terms.store',
    initial,
    terms ? { params: { id: terms.id }, preserveScroll: 'errors' } : { preserveScroll: 'errors' }
  )
  const f = (name: string) => t(`admin_content.terms.fields.${name}`)
  return (
    <>
      <ContentHeading
        title={t(`admin_content.terms.${terms ? 'edit' : 'new'}`)}
        intro={t('admin_content.terms.draft_hint')}
        back={{ route: 'admin.terms', label: t('admin_content.terms.title') }}
      />
      <Form form={form} className="max-w-5xl space-y-6" data-testid="terms-form">
        <FormSection title={t('admin_content.terms.sections.version')}>
          <TextField
            form={form}
            name="version"
            label={f('version')}
            hint={t('admin_content.terms.version_hint')}
            rule={{ maxLength: 40 }}
            required
          />
        </FormSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <FormSection title={t('admin_content.common.english')}>
            <TextField
              form={form}
              name="title"
              label={f('title')}
              rule={{ maxLength: 200 }}
              required
            />
            <RichTextField
              form={form}
              name="description"
              label={f('description')}
              required
              editor={(field) => <RichTextEditor field={field} />}
            />
          </FormSection>
          <FormSection title={t('admin_content.common.thai')}>
            <TextField
              form={form}
              name="title_th"
              label={f('title_th')}
              rule={{ maxLength: 200 }}
              lang="th"
            />
            <RichTextField
              form={form}
              name="description_th"
              label={f('description_th')}
              editor={(field) => <RichTextEditor field={field} />}
            />
          </FormSection>
        </div>
        <SubmitButton form={form}>{t('admin_content.common.save')}</SubmitButton>
      </Form>
    </>
  )
}
