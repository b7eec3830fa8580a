import { ErrorPage } from '~/components/error_page'
import { useTranslation } from '~/hooks/use_translation'

export default function ServerError() {
  const { t } = useTranslation()
  return <ErrorPage code={500} title={t('errors.server_error_title')} text={t('errors.server_error_text')} />
}
