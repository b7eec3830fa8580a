import { useTranslation } from '~/hooks/use_translation'
import type { Bindable, FieldName } from './binding'

/**
 * Binds a form and the namespace of its labels once, so a field names only
 * what is its own: `<TextField {...field('email')} required />` gets `form`,
 * `name` and the label `t('<words>.email')` (labels by convention, as the
 * admin lists derive a column's heading from its id). A label stored under
 * another key names it: `field('date_of_birth', 'date_of_birth_optional')`.
 */
export function useFields<T>(form: Bindable<T>, words: string) {
  const { t } = useTranslation()
  return <N extends FieldName<T, unknown>>(name: N, labelKey: string = name) => ({
    form,
    name,
    label: t(`${words}.${labelKey}`),
  })
}
