import { TextareaField, TextField, useRouteForm } from '~/components/form'
import { SettingsSection } from '~/components/admin/settings/settings_section'
import { LinesField } from '~/components/admin/plans/lines_field'
import { ContentForm } from '~/components/admin/content/content_form'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'
import type { PlanSection } from '../../../app/enums/billing'

type Props = {
  section: PlanSection
  plan: { id: number; slug: string; name: string }
  item: { id: number } | null
  form: Data.PlanDetailItem.Variants['toForm']
}

/**
 * One accordion item of a plan (SPEC §3: question, description and
 * variants, answers), English and Thai side by side. Answers are rich text.
 */
export default function AdminPlanDetailForm({ section, item, form: initial }: Props) {
  const { t } = useTranslation()
  const route = item
    ? (`admin.${section}.items.update` as 'admin.personal_plan.items.update')
    : (`admin.${section}.items.store` as 'admin.personal_plan.items.store')
  const form = useRouteForm(route as 'admin.personal_plan.items.update', initial, {
    params: item ? { id: item.id } : {},
    preserveScroll: 'errors',
  })
  const title = t(item ? 'admin_plans.form.edit_title' : 'admin_plans.form.create_title', {
    plan: t(`admin_plans.title.${section}`),
  })
  const field = (name: keyof Data.PlanDetailItem.Variants['toForm']) =>
    t(`admin_plans.fields.${name}`)

  return (
    <ContentForm
      form={form}
      testId="plan-detail-form"
      title={title}
      saveLabel={t('admin_plans.actions.save_item')}
      cancelHref={urlFor(`admin.${section}` as 'admin.personal_plan')}
    >
      <SettingsSection title={t('admin_plans.sections.question')}>
        <TextField
          form={form}
          name="question"
          label={field('question')}
          rule={{ maxLength: 255, minLength: 2 }}
          required
        />
        <TextField
          form={form}
          name="question_th"
          label={field('question_th')}
          rule={{ maxLength: 255 }}
        />
        <TextareaField
          form={form}
          name="description"
          label={field('description')}
          rows={4}
          rule={{ maxLength: 2000 }}
        />
        <TextareaField
          form={form}
          name="description_th"
          label={field('description_th')}
          rows={4}
          rule={{ maxLength: 2000 }}
        />
        <LinesField
          form={form}
          name="variants"
          label={field('variants')}
          hint={t('admin_plans.hints.variants')}
          addLabel={t('admin_plans.actions.add_variant')}
        />
        <LinesField
          form={form}
          name="variants_th"
          label={field('variants_th')}
          addLabel={t('admin_plans.actions.add_variant')}
        />
      </SettingsSection>
      <SettingsSection title={t('admin_plans.sections.answers')}>
        <LinesField
          form={form}
          name="answers"
          label={field('answers')}
          hint={t('admin_plans.hints.answers')}
          addLabel={t('admin_plans.actions.add_answer')}
          rich
        />
        <LinesField
          form={form}
          name="answers_th"
          label={field('answers_th')}
          addLabel={t('admin_plans.actions.add_answer')}
          rich
        />
      </SettingsSection>
    </ContentForm>
  )
}
