import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { useDates, formatMonth } from '~/lib/dates'
import type { Data } from '@generated/data'
import { DashboardSection } from './section'

type Board = Data.PromiseBoard
type BoardRow = Board['overdue']['rows'][number]

type Links = { tickets: string | null; consultancy: string | null }

function RequestList({
  title,
  list,
  overdue,
  links,
  testId,
}: {
  title: string
  list: Board['overdue']
  overdue: boolean
  links: Links
  testId: string
}) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const href = (row: BoardRow) =>
    row.section === 'consultancy_requests'
      ? links.consultancy
      : row.section === 'tickets'
        ? links.tickets
        : null
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm" data-testid={testId}>
      <h3 className={cn('font-semibold', overdue ? 'text-red-800' : 'text-slate-900')}>
        {title} <span className="font-normal text-slate-500">({list.total})</span>
      </h3>
      {list.rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin_dashboard.promises.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {list.rows.map((row) => {
            const link = href(row)
            return (
              <li key={row.id} className="py-2 text-sm" data-request-id={row.id}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-slate-900">
                    {link ? (
                      <a href={link} className="underline">
                        {row.reference}
                      </a>
                    ) : (
                      row.reference
                    )}{' '}
                    · {t(`admin_dashboard.promises.kinds.${row.kind}`)}
                  </span>
                  <time
                    dateTime={row.due_at}
                    className={cn(overdue ? 'font-semibold text-red-700' : 'text-slate-700')}
                  >
                    {dateTime(row.due_at)}
                  </time>
                </div>
                <p className="break-words text-slate-600">
                  {row.member} — {row.subject}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** One line of the month's table: promises met out of those decided, and the share. */
function FigureRow({
  kind,
  label,
  figure,
  className,
}: {
  kind: string
  label: string
  figure: { met: number; total: number }
  className: string
}) {
  const { t } = useTranslation()
  const { met, total } = figure
  return (
    <tr className={className} data-kind={kind}>
      <td className="py-1.5">{label}</td>
      <td className="py-1.5 text-right tabular-nums">
        {t('admin_dashboard.promises.met_of', { met, total })}
      </td>
      <td className="py-1.5 text-right tabular-nums">
        {total === 0 ? '—' : `${Math.round((met / total) * 100)} %`}
      </td>
    </tr>
  )
}

/**
 * Service promises kept in the open (DESIGN §11): member requests overdue
 * and due today with their due times, and this month's promises met out of
 * those decided, per kind of request.
 */
export function PromisesBoard({ board, links }: { board: Board; links: Links }) {
  const { t, locale } = useTranslation()
  return (
    <DashboardSection
      id="promises"
      testId="promises-board"
      title={t('admin_dashboard.promises.title')}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <RequestList
          title={t('admin_dashboard.promises.overdue')}
          list={board.overdue}
          overdue
          links={links}
          testId="promises-overdue"
        />
        <RequestList
          title={t('admin_dashboard.promises.due_today')}
          list={board.dueToday}
          overdue={false}
          links={links}
          testId="promises-due-today"
        />
      </div>
      <div className="mt-4 rounded-lg bg-white p-4 shadow-sm" data-testid="promises-month">
        <h3 className="font-semibold text-slate-900">
          {t('admin_dashboard.promises.month_title', {
            month: formatMonth(board.month.month, locale),
          })}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('admin_dashboard.promises.month_note')}</p>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('admin_dashboard.promises.service')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('admin_dashboard.promises.met')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                %
              </th>
            </tr>
          </thead>
          <tbody>
            {board.month.byKind.map((figure) => (
              <FigureRow
                key={figure.kind}
                kind={figure.kind}
                label={t(`admin_dashboard.promises.kinds.${figure.kind}`)}
                figure={figure}
                className="border-t border-slate-100"
              />
            ))}
            <FigureRow
              kind="all"
              label={t('admin_dashboard.promises.all')}
              figure={board.month}
              className="border-t-2 border-slate-200 font-semibold"
            />
          </tbody>
        </table>
      </div>
    </DashboardSection>
  )
}
