import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'

export default function Home() {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t('home.title')} description={t('home.meta_description')} />
      <section className="bg-navy-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-600">{t('home.welcome_text')}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight md:text-5xl">{t('home.hero_title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">{t('home.hero_text')}</p>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2">
        <article className="rounded-lg border border-slate-200 p-6 shadow-sm">
          <h2 className="text-2xl font-semibold text-navy-800">{t('home.personal_title')}</h2>
          <p className="mt-3 text-slate-700">{t('home.personal_text')}</p>
        </article>
        <article className="rounded-lg border border-slate-200 p-6 shadow-sm">
          <h2 className="text-2xl font-semibold text-navy-800">{t('home.business_title')}</h2>
          <p className="mt-3 text-slate-700">{t('home.business_text')}</p>
        </article>
      </section>
    </>
  )
}
