import { useState } from 'react'
import { SelectField, TextField, rules, useRouteForm } from '~/components/form'
import { WordedFormDialog } from '~/components/admin/worded_form_dialog'
import { Button } from '~/components/ui/button'
import { useWordOptions } from '~/components/admin/word_options'
import { useTranslation } from '~/hooks/use_translation'

/** Manage Users › Create a staff account: name, email and role (the set-password link is mailed). */
export function CreateStaffDialog({ roles }: { roles: string[] }) {
  const { t } = useTranslation()
  const words = useWordOptions()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const form = useRouteForm(
    'admin.users.store',
    { name: '', email: '', role: '' },
    { resetOnSuccess: true, onSuccess: close }
  )
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="create-staff">
        {t('admin_users.actions.create_staff')}
      </Button>
      {open && (
        <WordedFormDialog
          form={form}
          onClose={close}
          words="admin_users.create"
          testId="create-staff-form"
        >
          <TextField
            form={form}
            name="name"
            label={t('admin_users.create.name')}
            rule={rules.name}
            required
          />
          <TextField
            form={form}
            name="email"
            label={t('admin_users.create.email')}
            rule={rules.email}
            required
          />
          <SelectField
            form={form}
            name="role"
            label={t('admin_users.create.role')}
            options={words(roles, 'admin_users.roles')}
            required
          />
        </WordedFormDialog>
      )}
    </>
  )
}
