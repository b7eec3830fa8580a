import { useState } from 'react'
import { SelectField, useRouteForm } from '~/components/form'
import { NameEmailFields } from './name_email_fields'
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
          <NameEmailFields form={form} />
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
