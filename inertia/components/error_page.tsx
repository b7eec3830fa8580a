import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { buttonClasses } from '~/components/ui/button'

export function ErrorPage({ code, title, text }: { code: number; title: string; text: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={title} />
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-gold-700">{code}</p>
        <h1 className="mt-2 text-3xl font-bold text-navy-800">{title}</h1>
        <p className="mt-4 text-slate-600">{text}</p>
        <Link route="home" className={`${buttonClasses('primary')} mt-8`}>
          {t('errors.back_home')}
        </Link>
      </section>
    </>
  )
}
