import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'

type RoleEntry = {
  slug: string
  name: string
  holders: number
  sections: Array<{
    key: string
    title: string
    path: string
    developerOnly: boolean
    actions: string[]
  }>
}

/** The registry's roles page (SPEC §2.9, §6): who holds each role and what it may open. */
export default function AdminRoles({ roles }: { roles: RoleEntry[] }) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t('roles.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('roles.title')}</h1>
      <p className="mb-6 mt-1 max-w-3xl text-slate-600">{t('roles.intro')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {roles.map((role) => (
          <section
            key={role.slug}
            aria-labelledby={`role-${role.slug}`}
            className="rounded-lg bg-white p-5 shadow-sm"
            data-role={role.slug}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`role-${role.slug}`} className="text-lg font-semibold text-navy-800">
                {t(`admin_users.roles.${role.slug}`)}
              </h2>
              <span className="text-sm text-slate-700" data-testid="holders">
                {t('roles.holders', { count: role.holders })}
              </span>
            </div>
            <Link
              route="admin.users"
              qs={{ role: role.slug }}
              className="mt-1 inline-block text-sm text-navy-700 underline"
            >
              {t('roles.see_accounts')}
            </Link>
            <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('roles.sections')}
            </h3>
            {role.sections.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('roles.no_sections')}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {role.sections.map((section) => (
                  <li key={section.key} data-section={section.key}>
                    <span className="text-slate-900">{section.title}</span>{' '}
                    <span className="font-mono text-xs text-slate-500">{section.path}</span>
                    {section.developerOnly ? (
                      <span className="ml-1 text-xs text-slate-500">
                        ({t('roles.developer_only')})
                      </span>
                    ) : null}
                    {section.actions.length > 0 ? (
                      <span className="ml-1 text-xs text-emerald-800">
                        · {t('roles.actions')}:{' '}
                        {section.actions
                          .map((action) => t(`roles.action_names.${action}`))
                          .join(', ')}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  )
}
