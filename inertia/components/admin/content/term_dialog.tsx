import type { Data } from '@generated/data'
import { TextField, useRouteForm } from '~/components/form'
import { FormDialog } from '~/components/form/form_dialog'
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
    <FormDialog
      form={form}
      onClose={props.onClose}
      title={t(`admin_content.${kind}.${term ? 'edit' : 'new'}`)}
      testId="term-form"
      submitLabel={t('admin_content.common.save')}
      cancelLabel={t('admin_content.common.cancel')}
    >
      <TextField form={form} name="name" label={label('name')} rule={{ maxLength: 80 }} required />
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
    </FormDialog>
  )
}
