import { useState } from 'react'
import { router } from '@inertiajs/react'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { controlClasses } from '~/components/form/field_shell'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

/**
 * The copy-link popup of SPEC §2.9 Customer POI Management: the upload
 * link just issued, shown once (only its hash is stored), with a Copy
 * button.
 */
export function CopyLinkDialog({
  link,
  hours,
  onClose,
}: {
  link: { url: string; email: string; name: string }
  hours: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url)
      setCopied(true)
    } catch {
      // No clipboard permission: the link is selected for a manual copy.
      ;(document.getElementById('poi-link') as HTMLInputElement | null)?.select()
    }
  }
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('poi.copy.title')}
      description={t('poi.copy.text', { name: link.name, email: link.email, hours })}
      className="max-w-lg"
    >
      <div className="mt-4 space-y-3" data-testid="poi-copy-dialog">
        <label htmlFor="poi-link" className="text-sm font-medium text-slate-700">
          {t('poi.copy.label')}
        </label>
        <input
          id="poi-link"
          readOnly
          value={link.url}
          onFocus={(event) => event.target.select()}
          className={controlClasses(false, 'font-mono text-xs')}
          data-testid="poi-link"
        />
        <p className="text-sm text-slate-600">{t('poi.copy.warning')}</p>
        <p role="status" className="text-sm text-green-700">
          {copied ? t('poi.copy.copied') : ''}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={copy} data-testid="poi-copy">
            {t('poi.copy.button')}
          </Button>
        </div>
      </div>
    </DialogShell>
  )
}

/**
 * The email popup of SPEC §2.9 Customer POI Management: who receives the
 * upload link, and that a new link replaces any copied one. Sending queues
 * the mail in the member's language.
 */
export function EmailLinkDialog({
  target,
  hours,
  subject,
  onClose,
}: {
  target: { id: number; email: string; name: string }
  hours: number
  subject: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)
  function send() {
    setSending(true)
    router.post(
      urlFor('admin.customer_poi.email', { id: target.id }),
      {},
      { preserveScroll: true, onFinish: () => (setSending(false), onClose()) }
    )
  }
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('poi.email.title')}
      description={t('poi.email.text', { name: target.name, hours })}
      locked={sending}
    >
      <dl className="mt-4 space-y-2 text-sm" data-testid="poi-email-dialog">
        <div className="flex gap-2">
          <dt className="font-medium text-slate-700">{t('poi.email.to')}</dt>
          <dd className="text-slate-900">{target.email}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium text-slate-700">{t('poi.email.subject')}</dt>
          <dd className="text-slate-900">{subject}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t('poi.email.warning')}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={send} disabled={sending} data-testid="poi-email-send">
          {t('poi.email.send')}
        </Button>
      </div>
    </DialogShell>
  )
}
