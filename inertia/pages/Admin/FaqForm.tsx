import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import {
  CheckboxField,
  Form,
  RichTextField,
  SelectField,
  SubmitButton,
  TextField,
  useRouteForm,
} from '~/components/form'
import { SettingsSection } from '~/components/admin/settings/settings_section'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'
import { buttonClasses } from '~/components/ui/button'
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
  const form = useRouteForm(
    (entry ? 'admin.faq.update' : 'admin.faq.store') as 'admin.faq.update',
    initial,
    { params: entry ? { id: entry.id } : {}, preserveScroll: 'errors' }
  )
  const title = t(entry ? 'admin_faq.form.edit_title' : 'admin_faq.form.create_title')
  const label = (name: keyof Data.FaqEntry.Variants['toForm']) => t(`admin_faq.fields.${name}`)
  return (
    <>
      <Seo title={title} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
      <Form form={form} className="max-w-5xl space-y-6" data-testid="faq-form">
        <SettingsSection title={t('admin_faq.sections.place')}>
          <SelectField
            form={form}
            name="page_key"
            label={label('page_key')}
            options={pages.map((value) => ({ value, label: t(`admin_faq.pages.${value}`) }))}
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
        <SettingsSection title={t('admin_faq.sections.english')}>
          <TextField
            form={form}
            name="question"
            label={label('question')}
            rule={{ maxLength: 500, minLength: 2 }}
            className="md:col-span-2"
            required
          />
          <RichTextField
            form={form}
            name="answer"
            label={label('answer')}
            className="md:col-span-2"
            required
            editor={(field) => <RichTextEditor field={field} />}
          />
        </SettingsSection>
        <SettingsSection title={t('admin_faq.sections.thai')}>
          <TextField
            form={form}
            name="question_th"
            label={label('question_th')}
            rule={{ maxLength: 500 }}
            className="md:col-span-2"
          />
          <RichTextField
            form={form}
            name="answer_th"
            label={label('answer_th')}
            className="md:col-span-2"
            editor={(field) => <RichTextEditor field={field} />}
          />
        </SettingsSection>
        <div className="flex gap-3">
          <SubmitButton form={form}>{t('admin_faq.actions.save')}</SubmitButton>
          <Link
            href={`${urlFor('admin.faq')}?page_key=${encodeURIComponent(initial.page_key)}`}
            className={buttonClasses('secondary', 'md')}
          >
            {t('common.cancel')}
          </Link>
        </div>
      </Form>
    </>
  )
}
