import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { Badge, useDeskDates } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = {
  email: Data.EmailHistory.Variants['toDetail']
}

/**
 * One sent message. The HTML, sanitized on the server,
 * is shown in an iframe sandboxed without scripts (`sandbox=""`): nothing
 * in a message can run or reach the admin page.
 */
export default function AdminEmailHistoriesShow({ email }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()
  const fields: Array<[string, React.ReactNode]> = [
    [t('email_histories.columns.to'), email.toEmail],
    [t('email_histories.columns.subject'), email.subject],
    [t('email_histories.columns.template'), email.template ?? '—'],
    [
      t('email_histories.columns.status'),
      <Badge
        key="status"
        tone={
          email.status === 'sent' ? 'success' : email.status === 'queued' ? 'neutral' : 'danger'
        }
        data-status={email.status}
      >
        {t(`email_histories.status.${email.status}`)}
      </Badge>,
    ],
    [t('email_histories.columns.sent_at'), dateTime(email.sentAt)],
    ...(email.user
      ? [[t('email_histories.columns.user'), email.user.name] as [string, string]]
      : []),
    ...(email.error ? [[t('email_histories.columns.error'), email.error] as [string, string]] : []),
  ]
  return (
    <>
      <Seo title={email.subject} />
      <Link route="admin.email_histories" className="text-sm text-slate-600 underline">
        {t('email_histories.back')}
      </Link>
      <h1 className="mb-6 mt-2 break-words text-2xl font-semibold text-slate-900">
        {email.subject}
      </h1>
      <dl className="mb-6 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {label}
            </dt>
            <dd className="mt-1 break-words text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">
          {t('email_histories.message')}
        </h2>
        {email.source === 'template' ? (
          <p className="mb-3 text-sm text-amber-800" data-testid="template-note">
            {t('email_histories.from_template')}
          </p>
        ) : null}
        {email.html ? (
          <iframe
            title={t('email_histories.message')}
            sandbox=""
            srcDoc={email.html}
            className="h-[32rem] w-full rounded-md border border-slate-200 bg-white"
            data-testid="email-preview"
          />
        ) : (
          <p className="text-sm text-slate-600" data-testid="no-body">
            {t('email_histories.no_body')}
          </p>
        )}
      </section>
    </>
  )
}
