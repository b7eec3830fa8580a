import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { useDeskDates } from '~/components/admin/support/desk'
import { SurveyResponses } from '~/components/admin/support/survey_responses'
import { useTranslation } from '~/hooks/use_translation'

type Props = { list: ListMeta<Data.Feedback> }

/** SPEC §2.9 Feedbacks: who gave it, about which lawyer, and the answers in the information dialog. */
export default function AdminFeedbacks({ list }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()

  const columns: DataTableColumn<Data.Feedback>[] = [
    { id: 'user', cell: (row) => row.user?.name ?? '—', hideable: false, className: 'font-medium' },
    { id: 'lawyer', cell: (row) => row.lawyer?.name ?? '—' },
    { id: 'survey', cell: (row) => row.surveyId ?? '—' },
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
  ]

  return (
    <>
      <Seo title={t('admin_feedbacks.title')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="mb-2 text-2xl font-semibold text-slate-900">
            {t('admin_feedbacks.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('admin_feedbacks.intro')}</p>
        </div>
        <Link
          route="admin.feedbacks.questions"
          className={buttonClasses('secondary')}
          data-testid="manage-questions"
        >
          {t('admin_feedbacks.questions.manage')}
        </Link>
      </div>
      <DataTable
        list={list}
        columns={columns}
        exportable
        details={{
          title: (row) => t('admin_feedbacks.details.title', { name: row.user?.name ?? '—' }),
          extra: {
            responses: (row) => <SurveyResponses surveyId={row.surveyId} answers={row.answers} />,
          },
        }}
      />
    </>
  )
}
