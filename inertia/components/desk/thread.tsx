import { Badge, type Tone } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { useFileSize } from '~/components/desk/uploads'
import type { Data } from '@generated/data'

type Detail = Data.MemberRequest.Variants['toDetail']

const STATUS_TONES: Record<string, Tone> = {
  received: 'info',
  assigned: 'info',
  in_progress: 'warning',
  answered: 'success',
  closed: 'neutral',
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} data-status={status}>
      {t(`desk.status.${status}`)}
    </Badge>
  )
}

const DUE_CLASSES: Record<string, string> = {
  running: 'bg-sky-100 text-sky-900',
  overdue: 'bg-red-100 text-red-900',
  met: 'bg-emerald-100 text-emerald-900',
  missed: 'bg-amber-100 text-amber-900',
}

/** The promised answer time and whether it was kept (wraps in a narrow column). */
export function DueBadge({ request }: { request: Pick<Data.MemberRequest, 'dueAt' | 'dueState'> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  return (
    <span
      data-due={request.dueState}
      className={`inline-flex rounded-2xl px-2 py-0.5 text-xs font-medium ${DUE_CLASSES[request.dueState]}`}
    >
      {t(`desk.due.${request.dueState}`, { time: dateTime(request.dueAt) })}
    </span>
  )
}

/** The member's steps: received, assigned, in progress, answered, closed (reached ones dated). */
export function Timeline({ request }: { request: Detail }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  return (
    <ol className="space-y-2" data-testid="desk-timeline">
      {request.timeline.map((step) => (
        <li key={step.step} className="flex items-start gap-3 text-sm" data-step={step.step}>
          <span
            aria-hidden
            className={`mt-1 h-3 w-3 shrink-0 rounded-full ${step.at ? 'bg-emerald-600' : 'border border-slate-300 bg-white'}`}
          />
          <span className={step.at ? 'text-slate-900' : 'text-slate-500'}>
            {t(`desk.status.${step.step}`)}
            {step.at ? (
              <span className="block text-xs text-slate-600">{dateTime(step.at)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  )
}

/** The call-back the member asked for: the number, and the time when they named one. */
export function CallbackLine({
  request,
  className,
}: {
  request: Pick<Detail, 'callbackPhone' | 'callbackAt'>
  className: string
}) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  if (!request.callbackPhone) return null
  return (
    <p className={className}>
      {t('desk.show.callback', { phone: request.callbackPhone })}
      {request.callbackAt
        ? ` ${t('desk.show.callback_at', { time: dateTime(request.callbackAt) })}`
        : ''}
    </p>
  )
}

export function FileList({ files, testId }: { files: Data.MemberRequestFile[]; testId?: string }) {
  const { t } = useTranslation()
  const size = useFileSize()
  if (files.length === 0) return null
  return (
    <ul className="space-y-1 text-sm" data-testid={testId}>
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-baseline gap-x-2" data-file={file.id}>
          <a href={file.url} className="break-all text-navy-800 underline">
            {file.name}
          </a>
          <span className="text-xs text-slate-600">
            {size(file.size)}
            {file.pages ? ` · ${t('desk.show.pages', { count: file.pages })}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The messages, oldest first; `mine` tells which side the reader is on. */
export function Messages({
  messages,
  mine,
  staffName,
}: {
  messages: Detail['thread']
  mine: 'member' | 'staff'
  staffName: string
}) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  if (messages.length === 0)
    return <p className="text-sm text-slate-600">{t('desk.show.thread_empty')}</p>
  return (
    <ol className="space-y-3" data-testid="desk-thread">
      {messages.map((message) => {
        const own = (mine === 'staff') === message.fromStaff
        return (
          <li
            key={message.id}
            data-message={message.id}
            className={`rounded-lg p-3 text-sm ${own ? 'ml-6 bg-sky-50' : 'mr-6 bg-slate-100'}`}
          >
            <p className="text-xs text-slate-600">
              {message.fromStaff
                ? (message.author ?? staffName)
                : mine === 'member'
                  ? t('desk.show.you')
                  : (message.author ?? '')}{' '}
              · {dateTime(message.at)}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-900">{message.body}</p>
            <div className="mt-2">
              <FileList files={message.files} />
            </div>
          </li>
        )
      })}
    </ol>
  )
}
