import { TextField, useRouteForm } from '~/components/form'
import { FormSection } from '~/components/admin/content/content_kit'
import {
  ContentForm,
  LocaleFields,
  recordFormOptions,
} from '~/components/admin/content/content_form'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { terms: { id: number } | null; form: Data.TermsAndCondition.Variants['toForm'] }

/** SPEC §2.9 Terms & Conditions: a draft version (a new one starts from the current text). */
export default function AdminTermsForm({ terms, form: initial }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    terms ? 'admin.terms.update' : 'admin.terms.store',
    initial,
    recordFormOptions(terms)
  )
  const f = (name: string) => t(`admin_content.terms.fields.${name}`)
  return (
    <ContentForm
      form={form}
      testId="terms-form"
      title={t(`admin_content.terms.${terms ? 'edit' : 'new'}`)}
      intro={t('admin_content.terms.draft_hint')}
      back={{ route: 'admin.terms', label: t('admin_content.terms.title') }}
    >
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
      <LocaleFields
        form={form}
        label={f}
        fields={[
          { name: 'title', kind: 'text', maxLength: 200, required: true },
          { name: 'description', kind: 'rich', required: true },
        ]}
      />
    </ContentForm>
  )
}
