import { Link } from '~/components/link'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'

/**
 * The closing call to action of a marketing page: view plans or get started.
 */
export function CtaBand({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation()
  return (
    <section className="bg-gold-600/10">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-semibold text-navy-800">
            {title ?? t('marketing_common.cta_title')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{text ?? t('marketing_common.cta_text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link route="view-plans" className={buttonClasses('secondary', 'lg')}>
            {t('nav.view_plans')}
          </Link>
          <Link route="get-started" className={buttonClasses('gold', 'lg')}>
            {t('nav.get_started')}
          </Link>
        </div>
      </div>
    </section>
  )
}
