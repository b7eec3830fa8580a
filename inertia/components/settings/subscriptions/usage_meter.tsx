import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Line = NonNullable<Data.MemberSubscription['usage']>[number]
type Scope = Line['month']

/** The three periods a line counts, each with its column heading's key. */
const SCOPES = [
  ['month', 'this_month'],
  ['year', 'this_year'],
  ['total', 'in_total'],
] as const

/** The wording of a plan's limits (SPEC §9), both Personal document-review readings kept as written. */
export function noteKeys(planSlug: string, kind: string): string[] {
  if (planSlug === 'personal') {
    return kind === 'document_review'
      ? [
          'settings_subscriptions.usage.notes.personal.document_review_faq',
          'settings_subscriptions.usage.notes.personal.document_review_modal',
        ]
      : [`settings_subscriptions.usage.notes.personal.${kind}`]
  }
  return [`settings_subscriptions.usage.notes.business.${kind}`]
}

/**
 * The plan-usage meter: used and left this month, this
 * membership year and in total, for each entitlement of the plan.
 */
export function UsageMeter({ membership }: { membership: Data.MemberSubscription }) {
  const { t } = useTranslation()
  const usage = membership.usage
  if (!usage) return null
  const cell = (scope: Scope) => {
    if (scope.limit === null) {
      return (
        <>
          {t('settings_subscriptions.usage.used', { used: scope.used })}
          <span className="block text-xs text-slate-600">
            {t('settings_subscriptions.usage.no_limit')}
          </span>
        </>
      )
    }
    const share = scope.limit === 0 ? 100 : Math.min(100, (scope.used / scope.limit) * 100)
    return (
      <>
        {t('settings_subscriptions.usage.used_of', {
          used: scope.used,
          limit: scope.limit,
          left: scope.left ?? 0,
        })}
        <span className="mt-1 block h-1.5 w-full rounded bg-slate-200" aria-hidden="true">
          <span
            className="block h-1.5 rounded bg-navy-800"
            style={{ width: `${Math.round(share)}%` }}
          />
        </span>
      </>
    )
  }
  const headingId = `usage-${membership.id}`
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid="usage-meter">
      <h3 id={headingId} className="text-lg font-semibold text-navy-800">
        {t('settings_subscriptions.usage.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('settings_subscriptions.usage.intro')}</p>
      {/* Phones: one block per service; wider screens: the table. */}
      <ul className="mt-3 space-y-3 sm:hidden">
        {usage.map((line) => (
          <li key={line.kind} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {t(`settings_subscriptions.usage.kinds.${line.kind}`)}
            </p>
            {noteKeys(membership.planSlug, line.kind).map((key) => (
              <p key={key} className="text-xs text-slate-600">
                {t(key)}
              </p>
            ))}
            <dl className="mt-2 space-y-1">
              {SCOPES.map(([scope, label]) => (
                <div key={scope} className="grid grid-cols-[8rem,1fr] gap-2">
                  <dt className="text-slate-600">{t(`settings_subscriptions.usage.${label}`)}</dt>
                  <dd className="text-slate-800">{cell(line[scope])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden sm:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('settings_subscriptions.usage.kind')}
              </th>
              {SCOPES.map(([scope, label]) => (
                <th
                  key={scope}
                  scope="col"
                  className={scope === 'total' ? 'py-2 font-semibold' : 'py-2 pr-3 font-semibold'}
                >
                  {t(`settings_subscriptions.usage.${label}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {usage.map((line) => (
              <tr
                key={line.kind}
                className="border-b border-slate-100 align-top"
                data-kind={line.kind}
              >
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {t(`settings_subscriptions.usage.kinds.${line.kind}`)}
                  {noteKeys(membership.planSlug, line.kind).map((key) => (
                    <span key={key} className="block text-xs font-normal text-slate-600">
                      {t(key)}
                    </span>
                  ))}
                  {line.perUse?.pages ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {t('settings_subscriptions.usage.per_use_pages', {
                        pages: line.perUse.pages,
                      })}
                    </span>
                  ) : null}
                  {line.perUse?.hours ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {t('settings_subscriptions.usage.per_use_hours', {
                        hours: line.perUse.hours,
                      })}
                    </span>
                  ) : null}
                </th>
                {SCOPES.map(([scope]) => (
                  <td
                    key={scope}
                    className={
                      scope === 'total' ? 'py-2 text-slate-800' : 'py-2 pr-3 text-slate-800'
                    }
                  >
                    {cell(line[scope])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {membership.planSlug === 'personal' ? (
        <p className="mt-2 text-xs text-slate-600">
          {t('settings_subscriptions.usage.two_readings')}
        </p>
      ) : null}
    </section>
  )
}
