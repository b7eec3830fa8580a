import {
  CheckboxField,
  Form,
  NumberField,
  RichTextField,
  SubmitButton,
  TextField,
  useRouteForm,
} from '~/components/form'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { service: { id: number; slug: string } | null; form: Data.Service.Variants['toForm'] }

/** SPEC §2.9 Manage Services: one service in English and Thai. */
export default function AdminServiceForm({ service, form: initial }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    service ? 'admin.services.update' : 'admin.services.store',
    initial,
    service
      ? { params: { id: service.id }, preserveScroll: 'errors' }
      : { preserveScroll: 'errors' }
  )
  const f = (name: string) => t(`admin_content.services.fields.${name}`)
  return (
    <>
      <ContentHeading
        title={t(`admin_content.services.${service ? 'edit' : 'new'}`)}
        back={{ route: 'admin.services', label: t('admin_content.services.title') }}
      />
      <Form form={form} className="max-w-5xl space-y-6" data-testid="service-form">
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
        <FormSection title={t('admin_content.services.sections.listing')}>
          <TextField
            form={form}
            name="slug"
            label={t('admin_content.common.slug')}
            hint={t('admin_content.common.slug_hint')}
            rule={{ maxLength: 120, pattern: '[a-z0-9]+(-[a-z0-9]+)*' }}
          />
          <NumberField form={form} name="position" label={f('position')} min={0} max={10000} />
          <CheckboxField form={form} name="is_active" label={f('is_active')} />
        </FormSection>
        <SubmitButton form={form}>{t('admin_content.common.save')}</SubmitButton>
      </Form>
    </>
  )
}
