import { TextField, rules, type Bindable } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'

/** A person's name and email as staff write them: a new staff account, a member's details. */
export function NameEmailFields({ form }: { form: Bindable<{ name: string; email: string }> }) {
  const { t } = useTranslation()
  return (['name', 'email'] as const).map((name) => (
    <TextField
      key={name}
      form={form}
      name={name}
      label={t(`admin_users.columns.${name}`)}
      rule={rules[name]}
      required
    />
  ))
}
