import { CheckboxField, NumberField, useRouteForm } from '~/components/form'
import { FormSection } from '~/components/admin/content/content_kit'
import {
  ContentForm,
  LocaleFields,
  recordFormOptions,
  SlugField,
} from '~/components/admin/content/content_form'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { service: { id: number; slug: string } | null; form: Data.Service.Variants['toForm'] }

/** SPEC §2.9 Manage Services: one service in English and Thai. */
export default function AdminServiceForm({ service, form: initial }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    service ? 'admin.services.update' : 'admin.services.store',
    initial,
    recordFormOptions(service)
  )
  const f = (name: string) => t(`admin_content.services.fields.${name}`)
  return (
    <ContentForm
      form={form}
      testId="service-form"
      title={t(`admin_content.services.${service ? 'edit' : 'new'}`)}
      back={{ route: 'admin.services', label: t('admin_content.services.title') }}
    >
      <LocaleFields
        form={form}
        label={f}
        fields={[
          { name: 'title', kind: 'text', maxLength: 200, required: true },
          { name: 'description', kind: 'rich' },
        ]}
      />
      <FormSection title={t('admin_content.services.sections.listing')}>
        <SlugField form={form} />
        <NumberField form={form} name="position" label={f('position')} min={0} max={10000} />
        <CheckboxField form={form} name="is_active" label={f('is_active')} />
      </FormSection>
    </ContentForm>
  )
}
