import { useEffect, useLayoutEffect, useState } from 'react'
import { Link } from '~/components/link'
import { usePage } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { postJson } from '~/lib/http'
import { urlFor } from '~/client'
import {
  allowsTagManager,
  CONSENT_CHANGED_EVENT,
  CONSENT_VERSION,
  loadTagManager,
  OPEN_CONSENT_EVENT,
  readConsent,
  saveConsent,
  tagManagerLoaded,
  type ConsentChoice,
} from '~/lib/consent'

const ALL: ConsentChoice = { analytics: true, marketing: true }
const NONE: ConsentChoice = { analytics: false, marketing: false }

/**
 * The consent banner (DESIGN §10): on the first
 * visit, necessary cookies (always on), analytics and marketing; "Reject
 * all" is a button exactly like "Accept all"; "Choose" shows a toggle per
 * purpose. The footer's "Cookie settings" reopens it. The server renders
 * it into every public page, the same for every visitor (cacheable, no
 * cookie read), so a first visit sees it on the first paint (DESIGN §6: not
 * a late largest paint); a visitor who already chose never sees it: the
 * head script hides it before the first paint (app/support/first_visit.ts)
 * and React removes it before the page counts as hydrated.
 */
export function ConsentBanner() {
  const { t } = useTranslation()
  const { user } = useShared()
  // The server's render, and the browser's until its layout effect ran.
  const [firstPaint, setFirstPaint] = useState(true)
  const [open, setOpen] = useState(true)
  const [choosing, setChoosing] = useState(false)
  const [draft, setDraft] = useState<ConsentChoice>(NONE)

  useLayoutEffect(() => {
    setOpen(!readConsent())
    setFirstPaint(false)
  }, [])

  useEffect(() => {
    const reopen = () => {
      setDraft(readConsent() ?? NONE)
      setChoosing(true)
      setOpen(true)
    }
    window.addEventListener(OPEN_CONSENT_EVENT, reopen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen)
  }, [])

  const decide = (choice: ConsentChoice) => {
    saveConsent(choice)
    setOpen(false)
    setChoosing(false)
    // A member's choice is also recorded with its version and time.
    if (user) {
      void postJson(urlFor('consent.store'), { version: CONSENT_VERSION, ...choice }).catch(
        (error: unknown) => console.warn('consent not recorded', error)
      )
    }
  }

  if (!open) return null
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      data-first-paint={firstPaint ? 'consent' : undefined}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-2xl"
    >
      <div className="mx-auto max-h-[80vh] max-w-5xl overflow-y-auto px-4 py-5">
        <h2 id="consent-title" className="text-lg font-semibold text-navy-800">
          {t('consent.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {t('consent.text')}{' '}
          <Link route="privacy-policy" className="font-medium text-navy-800 underline">
            {t('consent.privacy_link')}
          </Link>
        </p>
        {choosing ? (
          <fieldset className="mt-4 space-y-3" data-testid="consent-choices">
            <legend className="sr-only">{t('consent.choose')}</legend>
            <Purpose name="necessary" checked disabled onChange={() => {}} />
            <Purpose
              name="analytics"
              checked={draft.analytics}
              onChange={(analytics) => setDraft({ ...draft, analytics })}
            />
            <Purpose
              name="marketing"
              checked={draft.marketing}
              onChange={(marketing) => setDraft({ ...draft, marketing })}
            />
          </fieldset>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => decide(ALL)} data-testid="consent-accept">
            {t('consent.accept_all')}
          </Button>
          <Button onClick={() => decide(NONE)} data-testid="consent-reject">
            {t('consent.reject_all')}
          </Button>
          {choosing ? (
            <Button variant="secondary" onClick={() => decide(draft)} data-testid="consent-save">
              {t('consent.save')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(readConsent() ?? NONE)
                setChoosing(true)
              }}
              data-testid="consent-choose"
            >
              {t('consent.choose')}
            </Button>
          )}
        </div>
      </div>
    </section>
  )
}

function Purpose({
  name,
  checked,
  disabled = false,
  onChange,
}: {
  name: 'necessary' | 'analytics' | 'marketing'
  checked: boolean
  disabled?: boolean
  onChange: (value: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <label className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
      <input
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 accent-navy-800"
        data-testid={`consent-${name}`}
      />
      <span>
        <span className="block font-medium text-slate-900">
          {t(`consent.purposes.${name}.title`)}
          {disabled ? (
            <span className="ml-2 text-xs font-normal text-slate-500">
              {t('consent.always_on')}
            </span>
          ) : null}
        </span>
        <span className="block text-sm text-slate-600">{t(`consent.purposes.${name}.text`)}</span>
      </span>
    </label>
  )
}

/** The first page of this document: its CSP is the one every later Inertia visit runs under. */
let documentPage: { path: string; tagManager: { id: string; nonce: string } | null } | null = null
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname

/**
 * The tag-manager container (SPEC §7): loaded after marketing
 * consent, on pages the server allows (`app.tagManager`, null on admin,
 * settings, sign-up/checkout and sandbox pages and when TAG_MANAGER_ID is
 * unset). Only when this document began on such a page (its CSP allows the
 * host); an Inertia visit from a page with the container to one where it
 * must not run becomes a full page load, so it never runs there.
 */
export function TagManager() {
  const { app } = useShared()
  const { url } = usePage()
  const tagManager = app.tagManager

  useEffect(() => {
    const path = url.split(/[?#]/)[0]
    if (!documentPage && path === firstPath) documentPage = { path, tagManager }
    if (!tagManager) {
      if (tagManagerLoaded()) window.location.reload()
      return
    }
    if (!documentPage?.tagManager) return
    const load = (choice: ConsentChoice | null) => {
      if (choice && (allowsTagManager(choice) || tagManagerLoaded())) {
        loadTagManager(tagManager.id, documentPage!.tagManager!.nonce, choice)
      }
    }
    load(readConsent())
    const changed = (event: Event) => load((event as CustomEvent<ConsentChoice>).detail)
    window.addEventListener(CONSENT_CHANGED_EVENT, changed)
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, changed)
  }, [url, tagManager])

  return null
}
