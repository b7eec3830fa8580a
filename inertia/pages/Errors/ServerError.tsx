import { ErrorPage } from '~/components/error_page'
import { useTranslation } from '~/hooks/use_translation'

/** A server error: the polite sentence and the reference from the log, nothing else. */
export default function ServerError({ reference }: { reference?: string }) {
  const { t } = useTranslation()
  const text = t('errors.server_error_text')
  return (
    <ErrorPage
      code={500}
      title={t('errors.server_error_title')}
      text={reference ? `${text} ${t('security.error_reference', { reference })}` : text}
    />
  )
}
