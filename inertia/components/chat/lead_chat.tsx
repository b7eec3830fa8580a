import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { postJson } from '~/lib/http'
import type { Bindable } from '~/components/form'
import { PhoneField, emptyPhoneFormData } from '~/components/form/phone_field'
import { formatReply } from '~/lib/chat_format'
import { chatMountedWithOpenRequest, LAUNCHER_HOST_ID, OPEN_CHAT_EVENT } from './chat_launcher'

/** SPEC §3 local storage keys. */
export const TOKEN_KEY = 'authToken'
export const POPUP_SHOWN_KEY = 'popupShown'

type Sender = 'user' | 'bot' | 'staff'
type Source = { id: string; title: string; url: string }
type Message = { key: string; sender: Sender; content: string; sources?: Source[] }
type Status = 'bot' | 'handed_off' | 'staff' | 'closed'

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Accept': 'application/json' }

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await response.json()) as Record<string, unknown>
  } catch {
    return null
  }
}

let keys = 0
const nextKey = () => `m${++keys}`

/**
 * The lead popup "Get Legal Support Today" and the "GPT Chatroom" window
 * (SPEC §2.6, §4, §5, §7, §8). The launcher button renders into its host
 * element when the page has one; the popup and the window float above the
 * page.
 */
export function LeadChat() {
  const { t, locale } = useTranslation()
  const [host, setHost] = useState<HTMLElement | null>(null)
  const [popupOpen, setPopupOpen] = useState(false)
  const [chatOpen, setChatOpen] = useState(false)
  const [messages, setMessages] = useState<Message[]>([])
  const [status, setStatus] = useState<Status>('bot')
  const lastId = useRef(0)

  useEffect(() => {
    setHost(document.getElementById(LAUNCHER_HOST_ID))
  })

  const add = useCallback((sender: Sender, content: string, sources?: Source[]) => {
    setMessages((list) => [...list, { key: nextKey(), sender, content, sources }])
  }, [])

  /** GET /chatGPT: a conversation (announcing the lead when there is one) and its chat token. */
  const openConversation = useCallback(
    async (announcement?: string) => {
      const query = new URLSearchParams({
        ...(announcement ? { message: announcement } : {}),
        lang: locale === 'th' ? 'th' : 'en',
      })
      const response = await fetch(`/chatGPT?${query}`, {
        credentials: 'same-origin',
        headers: XHR,
      })
      const data = await readJson(response)
      if (!response.ok || typeof data?.token !== 'string') {
        throw new Error(typeof data?.error === 'string' ? data.error : 'chat not opened')
      }
      window.localStorage.setItem(TOKEN_KEY, data.token)
      lastId.current = Number(data.lastMessageId) || 0
      setStatus('bot')
      return typeof data.reply === 'string' ? data.reply : ''
    },
    [locale]
  )

  const startChat = useCallback(
    async (announcement?: string) => {
      setChatOpen(true)
      try {
        const reply = await openConversation(announcement)
        if (reply) add('bot', reply)
      } catch (error) {
        console.error(error)
        add(
          'bot',
          error instanceof Error && error.message !== 'chat not opened'
            ? error.message
            : t('chat.network_error')
        )
      }
    },
    [add, openConversation, t]
  )

  useEffect(() => {
    const open = () => {
      setChatOpen(true)
      if (!window.localStorage.getItem(TOKEN_KEY)) void startChat()
    }
    window.addEventListener(OPEN_CHAT_EVENT, open)
    if (chatMountedWithOpenRequest()) open()
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open)
  }, [startChat])

  // While a person has the conversation, their replies arrive by polling.
  useEffect(() => {
    if (!chatOpen || (status !== 'handed_off' && status !== 'staff')) return
    const timer = window.setInterval(async () => {
      const token = window.localStorage.getItem(TOKEN_KEY)
      if (!token) return
      try {
        const response = await fetch(`/chatroom/messages?after=${lastId.current}`, {
          headers: { ...XHR, Authorization: `Bearer ${token}` },
        })
        const data = await readJson(response)
        if (!response.ok || !data) return
        const incoming =
          (data.messages as Array<{ id: number; sender: Sender; content: string }>) ?? []
        for (const message of incoming) {
          lastId.current = Math.max(lastId.current, message.id)
          if (message.sender !== 'user') add(message.sender, message.content)
        }
        if (typeof data.status === 'string') setStatus(data.status as Status)
      } catch {
        // The next tick tries again.
      }
    }, 4000)
    return () => window.clearInterval(timer)
  }, [chatOpen, status, add])

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim()
      if (!text) return
      add('user', text)
      const post = (token: string | null) =>
        fetch('/chatroom/send', {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            ...XHR,
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ message: text }),
        })
      try {
        let response = await post(window.localStorage.getItem(TOKEN_KEY))
        if (response.status === 401) {
          // Expired or revoked: a new conversation, then the message once more.
          await openConversation()
          response = await post(window.localStorage.getItem(TOKEN_KEY))
        }
        const data = await readJson(response)
        if (!response.ok) {
          add(
            'bot',
            typeof data?.error === 'string' && data.error ? data.error : t('chat.network_error')
          )
          return
        }
        const next = typeof data?.status === 'string' ? (data.status as Status) : 'bot'
        const reply = typeof data?.reply === 'string' ? data.reply : ''
        const sources = Array.isArray(data?.sources) ? (data.sources as Source[]) : []
        setStatus(next)
        if (!reply && next !== 'bot') return
        add('bot', reply || t('chat.no_response'), sources)
      } catch {
        add('bot', t('chat.network_error'))
      }
    },
    [add, openConversation, t]
  )

  const launcher = host
    ? createPortal(
        <button
          type="button"
          data-testid="lead-launcher"
          className="fixed bottom-20 right-4 z-20 rounded-full bg-gold-700 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-gold-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-gold-600/40 md:bottom-6"
          onClick={() => {
            window.localStorage.setItem(POPUP_SHOWN_KEY, 'true')
            setPopupOpen(true)
          }}
        >
          {t('chat.launcher')}
        </button>,
        host
      )
    : null

  return (
    <>
      {launcher}
      <LeadPopup
        open={popupOpen}
        onOpenChange={setPopupOpen}
        onSubmitted={(announcement) => {
          setPopupOpen(false)
          void startChat(announcement)
        }}
      />
      {chatOpen ? (
        <ChatWindow
          messages={messages}
          status={status}
          onSend={send}
          onClose={() => setChatOpen(false)}
        />
      ) : null}
    </>
  )
}

function LeadPopup({
  open,
  onOpenChange,
  onSubmitted,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSubmitted: (announcement: string) => void
}) {
  const { t } = useTranslation()
  const empty = { name: '', ...emptyPhoneFormData(), email: '' }
  const [fields, setFields] = useState(empty)
  // The phone is the form kit's PhoneField (calling code + number, stored in E.164, SPEC §2.8).
  const bindable = {
    data: fields,
    errors: {},
    setData: ((key: keyof typeof empty, value: string) =>
      setFields((current) => ({ ...current, [key]: value }))) as Bindable<typeof empty>['setData'],
  }
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const values = {
      name: fields.name.trim(),
      phone: fields.phone.trim(),
      phone_country: fields.phone_country,
      email: fields.email.trim(),
    }
    if (!values.name || !values.phone || !values.email) {
      window.alert(t('chat.lead.missing'))
      return
    }
    setSending(true)
    try {
      const response = await postJson('/api/leads', values)
      const invalid = (response.data as { errors?: Array<{ field?: string }> } | null)?.errors
      // A number that is not one of the chosen calling code's: say so, the form stays filled.
      if (response.status === 422 && invalid?.some((error) => error.field === 'phone')) {
        window.alert(t('contact_fields.phone_invalid'))
        return
      }
      if (!response.ok) throw new Error(`POST /api/leads answered ${response.status}`)
      window.alert(t('chat.lead.success'))
      setFields(empty)
      onSubmitted(t('chat.lead.announcement', values))
    } catch (error) {
      console.error('Lead submission failed', error)
      window.alert(t('chat.lead.failure'))
    } finally {
      setSending(false)
    }
  }

  const field = (name: 'name' | 'email', type: string, autoComplete: string) => (
    <label className="block text-sm font-medium text-slate-700">
      {t(`chat.lead.${name}`)}
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-gold-600 focus:outline-none focus:ring-2 focus:ring-gold-600/40"
      />
    </label>
  )

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={t('chat.lead.title')}>
      {/* noValidate: SPEC §5 shows one alert for a missing field, not the browser's bubbles. */}
      <form noValidate onSubmit={submit} className="mt-4 space-y-3" data-testid="lead-form">
        {field('name', 'text', 'name')}
        <PhoneField form={bindable} name="phone" label={t('chat.lead.phone')} />
        {field('email', 'email', 'email')}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('chat.lead.close')}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t('chat.lead.sending') : t('chat.lead.submit')}
          </Button>
        </div>
      </form>
    </DialogShell>
  )
}

function ChatWindow({
  messages,
  status,
  onSend,
  onClose,
}: {
  messages: Message[]
  status: Status
  onSend: (text: string) => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const list = useRef<HTMLOListElement>(null)

  // SPEC §4: messages are appended in order and the view scrolls to the bottom.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [messages, busy])

  const submit = async (text: string) => {
    if (!text.trim() || busy) return
    setDraft('')
    setBusy(true)
    try {
      await onSend(text)
    } finally {
      setBusy(false)
    }
  }

  const who = (sender: Sender) =>
    sender === 'user'
      ? t('chat.window.you')
      : sender === 'staff'
        ? t('chat.window.staff')
        : t('chat.window.bot')

  return (
    <section
      role="dialog"
      aria-labelledby="gpt-chatroom-title"
      data-testid="chat-window"
      className="fixed inset-x-2 bottom-2 z-50 flex max-h-[80vh] flex-col rounded-lg border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-[24rem]"
    >
      <header className="flex items-center justify-between rounded-t-lg bg-navy-900 px-4 py-3 text-white">
        <h2 id="gpt-chatroom-title" className="text-base font-semibold">
          {t('chat.window.title')}
        </h2>
        <button
          type="button"
          aria-label={t('chat.window.close')}
          onClick={onClose}
          className="rounded px-2 py-1 hover:bg-white/20"
        >
          ✕
        </button>
      </header>
      <ol
        ref={list}
        aria-live="polite"
        data-testid="chat-messages"
        className="min-h-48 flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {messages.map((message) => (
          <li
            key={message.key}
            data-sender={message.sender}
            className={message.sender === 'user' ? 'flex justify-end' : 'flex justify-start'}
          >
            <div
              className={
                message.sender === 'user'
                  ? 'max-w-[85%] rounded-lg bg-gold-700 px-3 py-2 text-sm text-white'
                  : 'max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900'
              }
            >
              <span className="sr-only">{who(message.sender)}: </span>
              {message.sender === 'user' ? (
                <span data-testid="user-text" className="whitespace-pre-wrap break-words">
                  {message.content}
                </span>
              ) : (
                <div
                  data-testid="bot-reply"
                  className="break-words [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-800 [&_pre]:p-2 [&_pre]:text-xs [&_pre]:text-white"
                  // formatReply escapes the whole reply before adding its three kinds of markup (SPEC §8).
                  dangerouslySetInnerHTML={{ __html: formatReply(message.content) }}
                />
              )}
              {message.sources?.length ? (
                <div className="mt-2 border-t border-slate-200 pt-1 text-xs">
                  <span className="font-medium">{t('chat.window.sources')}:</span>
                  <ul className="list-inside list-disc">
                    {message.sources.map((source) => (
                      <li key={source.id}>
                        <a
                          href={source.url}
                          className="text-gold-800 underline"
                          data-testid="chat-source"
                        >
                          {source.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </li>
        ))}
        {busy ? (
          <li className="text-xs text-slate-500" aria-hidden="true">
            …
          </li>
        ) : null}
      </ol>
      {status === 'handed_off' ? (
        <p className="px-4 pb-1 text-xs text-slate-600" data-testid="chat-waiting">
          {t('chat.window.waiting')}
        </p>
      ) : null}
      <form
        className="flex gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(draft)
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.window.message_label')}
        </label>
        <input
          id="chat-input"
          data-testid="chat-input"
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('chat.window.placeholder')}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-base focus:border-gold-600 focus:outline-none focus:ring-2 focus:ring-gold-600/40"
        />
        <Button type="submit" disabled={busy}>
          {t('chat.window.send')}
        </Button>
      </form>
      {status === 'bot' ? (
        <button
          type="button"
          className="pb-3 text-xs text-slate-600 underline"
          onClick={() => void submit(t('chat.window.talk_to_person'))}
        >
          {t('chat.window.talk_to_person')}
        </button>
      ) : null}
    </section>
  )
}
