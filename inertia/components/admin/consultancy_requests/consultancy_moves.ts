import type { Data } from '@generated/data'
import { statusActions } from '~/components/data_table/actions'
import { openMatterAction } from '~/components/admin/intake/open_matter_action'
import { useConsultancyWords } from './consultancy_words'

/** Where a request can go: into a matter, or to another status (confirmed; cancelling in red). */
export function useConsultancyMoves() {
  const { t, status } = useConsultancyWords()
  return [
    openMatterAction<Data.ConsultancyRequest>(
      'consultancy_request_id',
      t('admin_matters.open_matter')
    ),
    ...statusActions<Data.ConsultancyRequest>(
      'admin.consultancy_requests.status',
      ['new', 'scheduled', 'completed', 'cancelled'],
      (row, to) => ({
        title: t(`admin_consultancy.actions.to_${to}`),
        text: t(`admin_consultancy.confirm.${to === 'completed' ? 'complete' : 'status'}`, {
          number: row.intakeNumber,
          status: status(to),
        }),
        confirmText: t('common.yes'),
        variant: to === 'cancelled' ? 'danger' : 'primary',
      })
    ),
  ]
}
