import type { Data } from '@generated/data'
import type { DetailsSpec } from '~/components/data_table/types'
import { Timeline } from '~/components/admin/support/desk'
import { DeskThreads } from '~/components/desk/staff_threads'
import { PhoneLinks } from '~/components/phone_links'
import { useConsultancyWords } from './consultancy_words'

/** The request's information dialog: who asked, when, the lawyer, the notes and the member's requests. */
export function useConsultancyDetails(): DetailsSpec<Data.ConsultancyRequest> {
  const { t, dateTime, badge, lawyer, clock } = useConsultancyWords()
  return {
    title: (row) => t('admin_consultancy.details.title', { number: row.intakeNumber }),
    fields: {
      'user': (row) => (row.user ? `${row.user.name} (${row.user.email})` : '—'),
      'contact_fields.phone': (row) =>
        row.phoneLinks ? <PhoneLinks value={row.phoneLinks.display} links={row.phoneLinks} /> : '—',
      'category': (row) => row.category,
      'preferred_date_time': (row) => dateTime(row.preferredDateTime),
      'details': (row) => <span className="whitespace-pre-line">{row.details}</span>,
      'status': (row) => badge(row.status),
      'lawyer': lawyer,
      'clock': clock,
      'created_at': (row) => dateTime(row.createdAt),
      'survey_sent_at': (row) =>
        row.surveySentAt ? dateTime(row.surveySentAt) : t('admin_consultancy.survey_not_sent'),
      'notes': (row) => (
        <Timeline
          empty={t('admin_consultancy.note.empty')}
          items={row.notes.map((note) => ({
            id: note.id,
            at: note.at,
            by: note.by,
            text: note.body,
          }))}
        />
      ),
      // Member requests sent from Settings › My requests, answered here.
      'desk.staff.title': (row) => <DeskThreads source={{ consultancy_request_id: row.id }} />,
    },
  }
}
