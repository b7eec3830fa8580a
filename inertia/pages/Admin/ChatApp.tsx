import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Transmit } from '@adonisjs/transmit-client'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { FileField, Form, SubmitButton, TextareaField, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { xsrfToken } from '~/lib/csrf'
import { formatReply } from '~/lib/chat_format'
import { urlFor } from '~/client'
import { formatDateTime } from '~/lib/dates'

type Summary = {
  id: number
  status: 'bot' | 'handed_off' | 'staff' | 'closed'
  locale: string
  name: string | null
  email: string | null
  phone: string | null
  handoffKind: 'callback' | 'ticket' | 'live' | null
  handoffReference: string | null
  assignedTo: string | null
  handedOffAt: string | null
  lastMessageAt: string | null
}
type Message = {
  id: number
  sender: 'user' | 'bot' | 'staff'
  content: string
  createdAt: string | null
}
type Build = {
  id: number
  kind: string
  fileName: string
  sizeBytes: number
  createdAt: string | null
}

type Props = {
  view: 'waiting' | 'open' | 'closed'
  conversations: Summary[]
  selected: { conversation: Summary; messages: Message[] } | null
  builds: Build[]
}

const RELOAD = { only: ['conversations', 'selected'], preserveScroll: true, preserveState: true }

/**
 * SPEC §2.9 Support chat app: the live console (server-sent events through
 * @adonisjs/transmit on `chat/console`) and the support chat app builds.
 */
export default function AdminChatApp({ view, conversations, selected, builds }: Props) {
  const { t, locale } = useTranslation()
  const confirm = useConfirm()
  const [live, setLive] = useState(false)
  const [announcement, setAnnouncement] = useState<string | null>(null)
  const transcript = useRef<HTMLOListElement>(null)

  const time = (iso: string | null) => formatDateTime(iso, locale, 'short')

  useEffect(() => {
    const transmit = new Transmit({
      baseUrl: `${window.location.origin}${urlFor('admin.chat_app')}`,
      beforeSubscribe: (request) => {
        const token = xsrfToken()
        if (token) request.headers.set('X-XSRF-TOKEN', token)
        request.headers.set('X-Requested-With', 'XMLHttpRequest')
      },
      beforeUnsubscribe: (request) => {
        const token = xsrfToken()
        if (token) request.headers.set('X-XSRF-TOKEN', token)
      },
    })
    const subscription = transmit.subscription('chat/console')
    let stop = () => {}
    subscription
      .create()
      .then(() => {
        setLive(true)
        stop = subscription.onMessage<{ type: string; conversation?: Summary }>((event) => {
          if (event.type === 'handoff' && event.conversation) {
            setAnnouncement(
              t('admin_chat.new_handoff', {
                name: event.conversation.name ?? t('admin_chat.anonymous'),
              })
            )
          }
          router.reload(RELOAD)
        })
      })
      .catch(() => setLive(false))
    return () => {
      stop()
      void subscription.delete().catch(() => undefined)
      transmit.close()
    }
  }, [t])

  useEffect(() => {
    transcript.current?.scrollTo({ top: transcript.current.scrollHeight })
  }, [selected?.messages.length])

  const viewUrl = (next: Props['view'], conversation?: number) =>
    urlFor('admin.chat_app', {}, { qs: { view: next, ...(conversation ? { conversation } : {}) } })

  const download = async () => {
    try {
      const response = await fetch(urlFor('admin.chat_app.download'), {
        headers: { 'Accept': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
      })
      const data = response.ok ? ((await response.json()) as { link?: unknown }) : null
      if (typeof data?.link !== 'string' || !data.link) throw new Error('no link')
      const anchor = document.createElement('a')
      anchor.href = data.link
      anchor.download = ''
      document.body.append(anchor)
      anchor.click()
      anchor.remove()
    } catch {
      window.alert(t('admin_chat.builds.no_links'))
    }
  }

  return (
    <>
      <Seo title={t('admin_chat.title')} />
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('admin_chat.title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('admin_chat.intro')}</p>
        </div>
        <span
          data-testid="console-live"
          data-live={live ? 'true' : 'false'}
          className={
            live
              ? 'rounded-full bg-green-100 px-3 py-1 text-xs font-medium text-green-800'
              : 'rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600'
          }
        >
          {live ? t('admin_chat.live') : t('admin_chat.connecting')}
        </span>
      </header>
      {announcement ? (
        <p
          role="status"
          data-testid="console-announcement"
          className="mb-4 rounded-md bg-gold-600/10 px-4 py-2 text-sm text-gold-800"
        >
          {announcement}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="chat-list-title" className="rounded-lg bg-white shadow">
          <h2 id="chat-list-title" className="sr-only">
            {t(`admin_chat.views.${view}`)}
          </h2>
          <nav
            className="flex border-b border-slate-200 text-sm"
            aria-label={t('admin_chat.title')}
          >
            {(['waiting', 'open', 'closed'] as const).map((name) => (
              <Link
                key={name}
                href={viewUrl(name)}
                preserveScroll
                aria-current={view === name ? 'page' : undefined}
                className={
                  view === name
                    ? 'flex-1 border-b-2 border-gold-600 px-3 py-2 text-center font-medium text-slate-900'
                    : 'flex-1 px-3 py-2 text-center text-slate-600 hover:text-slate-900'
                }
              >
                {t(`admin_chat.views.${name}`)}
              </Link>
            ))}
          </nav>
          {conversations.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">{t('admin_chat.nothing_yet')}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="chat-conversations">
              {conversations.map((item) => (
                <li key={item.id}>
                  <Link
                    href={viewUrl(view, item.id)}
                    preserveScroll
                    data-testid="chat-conversation"
                    className={
                      selected?.conversation.id === item.id
                        ? 'block bg-slate-50 px-4 py-3'
                        : 'block px-4 py-3 hover:bg-slate-50'
                    }
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium text-slate-900">
                        {item.name ?? t('admin_chat.anonymous')}
                      </span>
                      <span className="shrink-0 text-xs text-slate-500">
                        {time(item.lastMessageAt)}
                      </span>
                    </span>
                    <span className="mt-1 block text-xs text-slate-600" data-status={item.status}>
                      {t(`admin_chat.status.${item.status}`)}
                      {item.handoffKind === 'callback'
                        ? ` · ${t('admin_chat.handoff.callback', { reference: item.handoffReference ?? '' })}`
                        : ''}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="transcript-title" className="rounded-lg bg-white p-4 shadow">
          {selected ? (
            <ConversationPanel
              key={selected.conversation.id}
              selected={selected}
              view={view}
              time={time}
              transcriptRef={transcript}
              onClose={() =>
                confirm({
                  title: t('admin_chat.close'),
                  text: t('admin_chat.close_confirm'),
                  confirmText: t('admin_chat.close'),
                  cancelText: t('common.cancel'),
                  variant: 'danger',
                  onConfirm: () =>
                    new Promise((resolve) =>
                      router.post(
                        urlFor(
                          'admin.chat_app.close',
                          { id: selected.conversation.id },
                          { qs: { view } }
                        ),
                        {},
                        { preserveScroll: true, onFinish: resolve }
                      )
                    ),
                })
              }
            />
          ) : (
            <>
              <h2 id="transcript-title" className="text-lg font-semibold text-slate-900">
                {t('admin_chat.transcript')}
              </h2>
              <p className="mt-2 text-sm text-slate-600">{t('admin_chat.select')}</p>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="builds-title" className="mt-8 rounded-lg bg-white p-4 shadow">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="builds-title" className="text-lg font-semibold text-slate-900">
              {t('admin_chat.builds.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('admin_chat.builds.intro')}</p>
          </div>
          <Button type="button" onClick={download} data-testid="chat-app-download">
            {t('admin_chat.builds.download')}
          </Button>
        </div>
        <BuildUpload />
        {builds.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('admin_chat.builds.none_yet')}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th className="py-1 font-medium">{t('admin_chat.builds.file')}</th>
                <th className="py-1 font-medium">{t('admin_chat.builds.kind')}</th>
                <th className="py-1 font-medium">{t('admin_chat.builds.size')}</th>
                <th className="py-1 font-medium">{t('admin_chat.builds.uploaded')}</th>
              </tr>
            </thead>
            <tbody>
              {builds.map((build) => (
                <tr key={build.id} className="border-t border-slate-100">
                  <td className="py-1">{build.fileName}</td>
                  <td className="py-1 uppercase">{build.kind}</td>
                  <td className="py-1">{(build.sizeBytes / 1_048_576).toFixed(1)} MB</td>
                  <td className="py-1">{time(build.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}

function BuildUpload() {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.chat_app.builds.store',
    { build: null as File | null },
    { resetOnSuccess: true, preserveScroll: true }
  )
  return (
    <Form form={form} className="mt-4 flex flex-wrap items-end gap-3" encType="multipart/form-data">
      <FileField
        form={form}
        name="build"
        label={t('admin_chat.builds.file_label')}
        accept=".apk,.zip"
        required
      />
      <SubmitButton form={form} variant="secondary">
        {t('admin_chat.builds.upload_button')}
      </SubmitButton>
    </Form>
  )
}

function ConversationPanel({
  selected,
  view,
  time,
  transcriptRef,
  onClose,
}: {
  selected: NonNullable<Props['selected']>
  view: Props['view']
  time: (iso: string | null) => string
  transcriptRef: React.RefObject<HTMLOListElement | null>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { conversation, messages } = selected
  const form = useRouteForm(
    'admin.chat_app.reply',
    { message: '' },
    { params: { id: conversation.id }, resetOnSuccess: true, preserveScroll: true }
  )
  const closed = conversation.status === 'closed'
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-3">
        <div>
          <h2 id="transcript-title" className="text-lg font-semibold text-slate-900">
            {conversation.name ?? t('admin_chat.anonymous')}
          </h2>
          <p className="text-sm text-slate-600">
            {[conversation.email, conversation.phone].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-1 text-xs text-slate-600" data-testid="transcript-status">
            {t(`admin_chat.status.${conversation.status}`)}
            {conversation.assignedTo
              ? ` · ${t('admin_chat.assigned', { name: conversation.assignedTo })}`
              : ''}
            {conversation.handoffKind === 'callback'
              ? ` · ${t('admin_chat.handoff.callback', { reference: conversation.handoffReference ?? '' })}`
              : ''}
          </p>
        </div>
        {closed ? null : (
          <div className="flex gap-2">
            {conversation.status !== 'staff' ? (
              <Button
                type="button"
                onClick={() =>
                  router.post(
                    urlFor('admin.chat_app.take', { id: conversation.id }, { qs: { view } }),
                    {},
                    { preserveScroll: true }
                  )
                }
              >
                {t('admin_chat.take')}
              </Button>
            ) : null}
            <Button type="button" variant="danger" onClick={onClose}>
              {t('admin_chat.close')}
            </Button>
          </div>
        )}
      </header>
      <ol
        ref={transcriptRef}
        className="my-3 max-h-[28rem] space-y-2 overflow-y-auto"
        data-testid="transcript"
      >
        {messages.map((message) => (
          <li key={message.id} data-sender={message.sender} className="text-sm">
            <span className="text-xs font-medium text-slate-500">
              {t(`admin_chat.sender.${message.sender}`)} · {time(message.createdAt)}
            </span>
            {message.sender === 'bot' ? (
              <div
                className="rounded bg-slate-50 px-3 py-2 text-slate-900"
                dangerouslySetInnerHTML={{ __html: formatReply(message.content) }}
              />
            ) : (
              <p
                className={
                  message.sender === 'staff'
                    ? 'whitespace-pre-wrap rounded bg-gold-600/10 px-3 py-2 text-slate-900'
                    : 'whitespace-pre-wrap rounded bg-navy-900/5 px-3 py-2 text-slate-900'
                }
              >
                {message.content}
              </p>
            )}
          </li>
        ))}
      </ol>
      {closed ? null : (
        <Form form={form} className="space-y-2">
          <TextareaField
            form={form}
            name="message"
            label={t('admin_chat.reply_label')}
            rows={3}
            required
          />
          <SubmitButton form={form}>{t('admin_chat.send')}</SubmitButton>
        </Form>
      )}
    </>
  )
}
