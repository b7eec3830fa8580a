import type { ReactNode } from 'react'
import { SelectField, TextareaField, type Bindable } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { lawyerOptions, type Lawyer } from './lawyers'

/** The categories a membership does not cover (SPEC: intake flags them). */
export const EXCLUDED = ['international', 'military', 'tribal']

/** What the server offers to work a matter with, on both pages that do. */
export type MatterChoices = {
  categories: string[]
  lawyers: Lawyer[]
  can: { assign: boolean }
}

/**
 * The fields a matter is worked by, on the new-matter form and on the
 * matter's page: its category, what the caller puts next, the lawyer (when
 * the user may assign) and the notes. `flagExcluded` names the categories
 * the membership does not cover.
 */
export function MatterWorkFields(props: {
  form: Bindable<{ category: string; lawyer_id: string; notes: string }>
  choices: MatterChoices
  flagExcluded?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { form, choices } = props
  const f = (name: string) => t(`admin_matters.form.${name}`)
  const category = (value: string) =>
    props.flagExcluded && EXCLUDED.includes(value)
      ? `${t(`admin_matters.categories.${value}`)} — ${t('admin_matters.not_covered')}`
      : t(`admin_matters.categories.${value}`)
  return (
    <>
      <SelectField
        form={form}
        name="category"
        label={f('category')}
        options={choices.categories.map((value) => ({ value, label: category(value) }))}
        required
      />
      {props.children}
      {choices.can.assign ? (
        <SelectField
          form={form}
          name="lawyer_id"
          label={f('lawyer')}
          options={lawyerOptions(choices.lawyers)}
        />
      ) : null}
      <TextareaField form={form} name="notes" label={f('notes')} rows={6} />
    </>
  )
}
