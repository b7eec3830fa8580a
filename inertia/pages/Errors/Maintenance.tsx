import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'

/**
 * The 503 page: no layout (SPEC §2.2), readable on its own.
 */
export default function Maintenance({ message }: { message: string | null }) {
  const { t } = useTranslation()
  const { app } = useShared()
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-navy-900 px-4 text-center text-white"
    >
      <Seo title={t('errors.maintenance_title')} />
      <div className="max-w-lg">
        <p className="text-lg font-bold tracking-tight text-gold-600">{app.name}</p>
        <h1 className="mt-4 text-3xl font-bold">{t('errors.maintenance_title')}</h1>
        <p className="mt-4 text-slate-200">{message || t('errors.maintenance_text')}</p>
      </div>
    </main>
  )
}
