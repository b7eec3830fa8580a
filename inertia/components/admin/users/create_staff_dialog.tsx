import { useState } from 'react'
import { Form, SelectField, SubmitButton, TextField, rules, useRouteForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { DialogShell } from '~/components/ui/dialog'
import { useTranslation } from '~/hooks/use_translation'

/** Manage Users › Create a staff account: name, email and role (the set-password link is mailed). */
export function CreateStaffDialog({ roles }: { roles: string[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const form = useRouteForm(
    'admin.users.store',
    { name: '', email: '', role: '' },
    { resetOnSuccess: true, onSuccess: () => setOpen(false) }
  )
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="create-staff">
        {t('admin_users.actions.create_staff')}
      </Button>
      <DialogShell
        open={open}
        onOpenChange={setOpen}
        title={t('admin_users.create.title')}
        description={t('admin_users.create.text')}
      >
        <Form form={form} className="mt-4 space-y-4">
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
            options={roles.map((role) => ({ value: role, label: t(`admin_users.roles.${role}`) }))}
            required
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <SubmitButton form={form}>{t('admin_users.create.submit')}</SubmitButton>
          </div>
        </Form>
      </DialogShell>
    </>
  )
}
