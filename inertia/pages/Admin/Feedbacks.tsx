import { Link } from '@adonisjs/inertia/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { useDeskDates } from '~/components/admin/support/desk'
import { SurveyResponses } from '~/components/admin/support/survey_responses'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { FeedbackRow } from '../../../app/transformers/support_desk_transformer'

type Props = { list: ListMeta<FeedbackRow> }

/** SPEC §2.9 Feedbacks: who gave it, about which lawyer, and the answers in the information dialog. */
export default function AdminFeedbacks({ list }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()

  const columns: DataTableColumn<FeedbackRow>[] = [
    {
      id: 'user',
      header: t('admin_feedbacks.columns.user'),
      cell: (row) => row.user?.name ?? '—',
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'lawyer',
      header: t('admin_feedbacks.columns.lawyer'),
      cell: (row) => row.lawyer?.name ?? '—',
    },
    {
      id: 'survey',
      header: t('admin_feedbacks.columns.survey'),
      cell: (row) => row.survey_data.survey_id ?? '—',
    },
    {
      id: 'created_at',
      header: t('admin_feedbacks.columns.created_at'),
      cell: (row) => dateTime(row.created_at),
      sortable: true,
    },
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
        tableId="feedbacks"
        url={urlFor('admin.feedbacks')}
        list={list}
        columns={columns}
        searchLabel={t('admin_feedbacks.search')}
        nothingYet={t('admin_feedbacks.nothing_yet')}
        exportHref={urlFor('admin.feedbacks.export')}
        details={(row) => ({
          title: t('admin_feedbacks.details.title', { name: row.user?.name ?? '—' }),
          fields: [
            { label: t('admin_feedbacks.columns.user'), value: row.user?.name ?? '—' },
            { label: t('admin_feedbacks.columns.lawyer'), value: row.lawyer?.name ?? '—' },
            { label: t('admin_feedbacks.columns.created_at'), value: dateTime(row.created_at) },
            {
              label: t('admin_feedbacks.columns.responses'),
              value: <SurveyResponses surveyId={row.survey_data.survey_id} answers={row.answers} />,
            },
          ],
        })}
      />
    </>
  )
}
