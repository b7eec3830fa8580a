import { ErrorPage } from '~/components/error_page'
import { useTranslation } from '~/hooks/use_translation'

/** A request body over the body parser's limits (config/bodyparser.ts). */
export default function PayloadTooLarge() {
  const { t } = useTranslation()
  return (
    <ErrorPage
      code={413}
      title={t('security.too_large_title')}
      text={t('security.too_large_text')}
    />
  )
}
