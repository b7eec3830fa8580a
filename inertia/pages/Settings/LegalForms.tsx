import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { eligible: boolean; forms: Data.LegalForm[] }

/** Settings › Legal Forms (SPEC §1 "online legal forms"): the published templates by category. */
export default function LegalForms({ eligible, forms }: Props) {
  const { t } = useTranslation()
  const categories = [...new Set(forms.map((form) => form.category))]
  return (
    <>
      <div className="max-w-3xl space-y-8">
        <header>
          <SettingsTitle title={t('legal_forms.title')} />
          <p className="mt-2 text-slate-600">{t('legal_forms.intro')}</p>
        </header>

        {!eligible ? (
          <section
            className="rounded-lg border border-amber-300 bg-amber-50 p-6"
            data-testid="legal-forms-no-plan"
          >
            <h2 className="text-lg font-semibold text-amber-950">
              {t('legal_forms.no_plan.title')}
            </h2>
            <p className="mt-2 text-amber-950">{t('legal_forms.no_plan.body')}</p>
            <Link route="get-started" className={`${buttonClasses('primary')} mt-4`}>
              {t('legal_forms.no_plan.cta')}
            </Link>
          </section>
        ) : forms.length === 0 ? (
          <p className="text-slate-600">{t('legal_forms.empty')}</p>
        ) : (
          categories.map((category) => (
            <section key={category} aria-labelledby={`category-${category}`}>
              <h2 id={`category-${category}`} className="text-xl font-semibold text-navy-800">
                {t(`legal_forms.categories.${category}`)}
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {forms
                  .filter((form) => form.category === category)
                  .map((form) => (
                    <li
                      key={form.id}
                      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                      data-testid="legal-form-card"
                    >
                      <h3 className="font-semibold text-slate-900">{form.title}</h3>
                      <p className="mt-1 flex-1 text-sm text-slate-600">{form.description}</p>
                      <div className="mt-3 flex flex-wrap items-center gap-2">
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                          {t('legal_forms.template_badge')}
                        </span>
                        {form.hasDraft ? (
                          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">
                            {t('legal_forms.draft_badge')}
                          </span>
                        ) : null}
                      </div>
                      <Link
                        route="settings.legal-forms.show"
                        routeParams={{ id: form.id }}
                        className={`${buttonClasses('secondary', 'sm')} mt-4 self-start`}
                      >
                        {t('legal_forms.open')}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  )
}
