import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { getJson, postJson } from '~/lib/http'
import { useDates } from '~/lib/dates'
import { useConfirm } from '~/components/confirm_provider'
import { Button } from '~/components/ui/button'
import { UploadField, useUploads, type UploadLimits } from '~/components/desk/uploads'
import { CallbackLine, DueBadge, FileList, Messages, StatusBadge } from '~/components/desk/thread'
import type { Data } from '@generated/data'

type StaffRequest = Data.MemberRequest.Variants['toStaff']
export type DeskSource =
  { matter_id: number } | { consultancy_request_id: number } | { support_ticket_id: number }

/** Staff attach files like members do (the same checks on the server). */
const STAFF_LIMITS: UploadLimits = {
  max_bytes: 8 * 1024 * 1024,
  max_files: 10,
  extensions: ['pdf', 'docx', 'jpg', 'jpeg', 'png'],
}

type Answer = { message?: string; errors?: Array<{ message: string }> } | null
const reason = (data: Answer, status: number) =>
  data?.message ?? data?.errors?.[0]?.message ?? `HTTP ${status}`

function PagesFix({
  request,
  file,
  onDone,
}: {
  request: StaffRequest
  file: StaffRequest['files'][number]
  onDone: () => void
}) {
  const { t } = useTranslation()
  const [pages, setPages] = useState(String(file.pages ?? ''))
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-2 text-xs"
      onSubmit={async (event) => {
        event.preventDefault()
        const answer = await postJson<Answer>(
          urlFor('admin.matters.requests.pages', { id: request.id, fileId: file.id }),
          { pages: Number(pages) }
        )
        if (answer.ok) onDone()
        else setError(reason(answer.data, answer.status))
      }}
    >
      <span className="text-slate-600">
        {file.pagesFrom ? t(`desk.staff.pages_from.${file.pagesFrom}`) : ''}
      </span>
      <label className="flex items-center gap-1">
        {t('desk.staff.pages')}
        <input
          type="number"
          min={1}
          max={500}
          value={pages}
          onChange={(event) => setPages(event.target.value)}
          className="h-7 w-16 rounded border border-slate-300 px-1"
        />
      </label>
      <Button type="submit" size="sm" variant="secondary">
        {t('desk.staff.save_pages')}
      </Button>
      {error ? <span className="text-red-700">{error}</span> : null}
    </form>
  )
}

function StaffRequestCard({ request, reload }: { request: StaffRequest; reload: () => void }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const confirm = useConfirm()
  const uploads = useUploads(urlFor('admin.matters.requests.uploads'))
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    setError(null)
    const answer = await postJson<Answer>(
      urlFor('admin.matters.requests.messages', { id: request.id }),
      { body, file_ids: uploads.fileIds }
    )
    setSending(false)
    if (!answer.ok) return setError(reason(answer.data, answer.status))
    setBody('')
    uploads.reset()
    reload()
  }
  return (
    <article
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-desk-request={request.id}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-slate-500">{request.reference}</span>
        <span className="text-sm font-semibold text-slate-900">
          {t(`desk.kinds.${request.kind}`)}
        </span>
        <StatusBadge status={request.status} />
        <DueBadge request={request} />
      </header>
      <h3 className="mt-1 break-words font-medium text-slate-900">{request.subject}</h3>
      <p className="text-xs text-slate-600">
        {t('desk.staff.member')}: {request.member.name} ({request.member.email}) ·{' '}
        {dateTime(request.receivedAt)}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">
        {request.details}
      </p>
      <CallbackLine request={request} className="mt-1 text-sm text-slate-700" />
      {request.files.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-medium text-slate-900">{t('desk.show.files')}</h4>
          <FileList files={request.files} />
          {request.kind === 'document_review' && !request.closed
            ? request.files.map((file) => (
                <div key={file.id} className="mt-1">
                  <span className="break-all text-xs text-slate-700">{file.name}</span>
                  <PagesFix request={request} file={file} onDone={reload} />
                </div>
              ))
            : null}
        </div>
      ) : null}
      <div className="mt-4">
        <h4 className="mb-2 text-sm font-medium text-slate-900">{t('desk.show.thread')}</h4>
        <Messages messages={request.thread} mine="staff" staffName={t('desk.show.staff')} />
      </div>
      {request.closed ? (
        <p className="mt-3 text-sm text-slate-600">{t('desk.show.closed_note')}</p>
      ) : (
        <div className="mt-4 space-y-3 border-t border-slate-200 pt-3">
          <label className="block text-sm font-medium text-slate-800">
            {t('desk.staff.reply')}
            <textarea
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={4}
              maxLength={5000}
              className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
              data-testid="staff-reply"
            />
          </label>
          <UploadField
            uploads={uploads}
            limits={STAFF_LIMITS}
            askPages={false}
            label={t('desk.show.attach')}
            testId={`staff-uploads-${request.id}`}
          />
          {error ? (
            <p className="text-sm text-red-700" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              onClick={() => void send()}
              disabled={sending || uploads.busy || body.trim() === ''}
            >
              {t('desk.staff.send')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                confirm({
                  title: t('desk.staff.close'),
                  text: t('desk.staff.confirm_close'),
                  onConfirm: async () => {
                    await postJson(urlFor('admin.matters.requests.close', { id: request.id }), {})
                    reload()
                  },
                })
              }
            >
              {t('desk.staff.close')}
            </Button>
          </div>
        </div>
      )}
    </article>
  )
}

/**
 * The member requests of one matter, consultancy request or ticket, with
 * their threads: staff read, reply (the member is mailed), correct a
 * document's pages and close a request here. Embedded in the matter page
 * and the request and ticket dialogs; a lawyer gets only their own.
 */
export function DeskThreads({ source }: { source: DeskSource }) {
  const { t } = useTranslation()
  const [requests, setRequests] = useState<StaffRequest[] | null>(null)
  const [failed, setFailed] = useState(false)
  const query = new URLSearchParams(
    Object.entries(source).map(([key, value]) => [key, String(value)])
  ).toString()
  const load = useCallback(async () => {
    const answer = await getJson<{ requests: StaffRequest[] }>(
      `${urlFor('admin.matters.requests')}?${query}`
    )
    if (answer.ok && answer.data) setRequests(answer.data.requests)
    else setFailed(true)
  }, [query])
  useEffect(() => {
    void load()
  }, [load])
  if (failed) return <p className="text-sm text-red-700">{t('desk.staff.error')}</p>
  if (!requests) return <p className="text-sm text-slate-500">{t('desk.staff.loading')}</p>
  if (requests.length === 0)
    return (
      <p className="text-sm text-slate-500" data-testid="desk-threads-empty">
        {t('desk.staff.empty')}
      </p>
    )
  return (
    <div className="space-y-4" data-testid="desk-threads">
      {requests.map((request) => (
        <StaffRequestCard key={request.id} request={request} reload={() => void load()} />
      ))}
    </div>
  )
}
