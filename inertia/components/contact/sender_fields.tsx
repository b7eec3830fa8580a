import { EmailField, TextField, type Bindable } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'

/** Name and email side by side: who is writing, on the public forms. */
export function SenderFields({ form }: { form: Bindable<{ name: string; email: string }> }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField form={form} name="name" label={t('forms.fields.name')} required />
      <EmailField form={form} name="email" label={t('forms.fields.email')} required />
    </div>
  )
}

/** The optional membership number (LX-2026-000123) of the public forms. */
export function MembershipNumberField({ form }: { form: Bindable<{ membership_number: string }> }) {
  const { t } = useTranslation()
  return (
    <TextField
      form={form}
      name="membership_number"
      label={t('forms.fields.membership_number_optional')}
      hint={t('forms.fields.membership_number_hint')}
    />
  )
}
