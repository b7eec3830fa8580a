import { ErrorPage } from '~/components/error_page'
import { useTranslation } from '~/hooks/use_translation'

export default function Forbidden() {
  const { t } = useTranslation()
  return (
    <ErrorPage code={403} title={t('errors.forbidden_title')} text={t('errors.forbidden_text')} />
  )
}
