import type { Data } from '@generated/data'
import { Form, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'

export type TermKind = 'tags' | 'categories'

/** One tag or category, created or renamed in a dialog. */
export function TermDialog(props: {
  kind: TermKind
  term: Data.BlogTermRow | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { kind, term } = props
  const form = useRouteForm(
    term ? `admin.${kind}.update` : `admin.${kind}.store`,
    { name: term?.name ?? '', name_th: term?.nameTh ?? '', slug: term?.slug ?? '' },
    term
      ? { params: { id: term.id }, onSuccess: props.onClose }
      : { onSuccess: props.onClose, resetOnSuccess: true }
  )
  const label = (name: string) => t(`admin_content.${kind}.columns.${name}`)
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={t(`admin_content.${kind}.${term ? 'edit' : 'new'}`)}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="term-form">
        <TextField
          form={form}
          name="name"
          label={label('name')}
          rule={{ maxLength: 80 }}
          required
        />
        <TextField
          form={form}
          name="name_th"
          label={label('name_th')}
          rule={{ maxLength: 80 }}
          lang="th"
        />
        <TextField
          form={form}
          name="slug"
          label={label('slug')}
          hint={t('admin_content.common.slug_hint')}
          rule={{ maxLength: 120, pattern: '[a-z0-9]+(-[a-z0-9]+)*' }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            {t('admin_content.common.cancel')}
          </Button>
          <SubmitButton form={form}>{t('admin_content.common.save')}</SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
