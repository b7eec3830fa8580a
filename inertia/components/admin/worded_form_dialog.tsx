import type { ComponentProps } from 'react'
import { FormDialog } from '~/components/form/form_dialog'
import { useTranslation } from '~/hooks/use_translation'

type Props = Omit<ComponentProps<typeof FormDialog>, 'title' | 'description' | 'submitLabel'> & {
  /** The dictionary prefix of the dialog's words: `<words>.title`, `.text` and `.submit`. */
  words: string
  /** What fills the title and the text (`{name}`, `{email}`…). */
  values?: Record<string, string | number>
}

/**
 * An admin form dialog whose title, text and submit label are the words
 * under one prefix, as every "record / create / reply" dialog of the admin
 * names them.
 */
export function WordedFormDialog({ words, values, ...props }: Props) {
  const { t } = useTranslation()
  return (
    <FormDialog
      {...props}
      title={t(`${words}.title`, values)}
      description={t(`${words}.text`, values)}
      submitLabel={t(`${words}.submit`)}
    />
  )
}
