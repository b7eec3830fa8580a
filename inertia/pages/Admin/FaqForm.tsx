import { CheckboxField, SelectField, TextField, useRouteForm } from '~/components/form'
import { SettingsSection } from '~/components/admin/settings/settings_section'
import {
  ContentForm,
  LocaleFields,
  recordFormOptions,
} from '~/components/admin/content/content_form'
import { useWordOptions } from '~/components/admin/word_options'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

type Props = {
  entry: { id: number } | null
  form: Data.FaqEntry.Variants['toForm']
  pages: string[]
}

/** One FAQ entry: its page, group heading, question and rich-text answer, English and Thai. */
export default function AdminFaqForm({ entry, form: initial, pages }: Props) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const form = useRouteForm(
    (entry ? 'admin.faq.update' : 'admin.faq.store') as 'admin.faq.update',
    initial,
    recordFormOptions(entry)
  )
  const label = (name: string) => t(`admin_faq.fields.${name}`)
  return (
    <ContentForm
      form={form}
      testId="faq-form"
      title={t(entry ? 'admin_faq.form.edit_title' : 'admin_faq.form.create_title')}
      saveLabel={t('admin_faq.actions.save')}
      cancelHref={`${urlFor('admin.faq')}?page_key=${encodeURIComponent(initial.page_key)}`}
    >
      <SettingsSection title={t('admin_faq.sections.place')}>
        <SelectField
          form={form}
          name="page_key"
          label={label('page_key')}
          options={words(pages, 'admin_faq.pages')}
          required
        />
        <CheckboxField form={form} name="is_published" label={label('is_published')} />
        <TextField
          form={form}
          name="group_heading"
          label={label('group_heading')}
          hint={t('admin_faq.hints.group_heading')}
          rule={{ maxLength: 200 }}
        />
        <TextField
          form={form}
          name="group_heading_th"
          label={label('group_heading_th')}
          rule={{ maxLength: 200 }}
        />
      </SettingsSection>
      <LocaleFields
        form={form}
        label={label}
        fields={[
          { name: 'question', kind: 'text', maxLength: 500, minLength: 2, required: true },
          { name: 'answer', kind: 'rich', required: true },
        ]}
      />
    </ContentForm>
  )
}
