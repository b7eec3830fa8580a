import { ErrorPage } from '~/components/error_page'
import { useTranslation } from '~/hooks/use_translation'

export default function NotFound() {
  const { t } = useTranslation()
  return (
    <ErrorPage code={404} title={t('errors.not_found_title')} text={t('errors.not_found_text')} />
  )
}
