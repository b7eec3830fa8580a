import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Section } from '~/components/marketing/section'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'

type Props = { valid: boolean; email: string | null; done: boolean; action: string | null }

/**
 * PDPA: the unsubscribe link of a marketing mail. Opening the
 * link changes nothing (mail scanners open links); the button does, at once.
 */
export default function Unsubscribe({ valid, email, done, action }: Props) {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)
  const title = !valid
    ? t('admin_mail.unsubscribe.invalid_title')
    : done
      ? t('admin_mail.unsubscribe.done_title')
      : t('admin_mail.unsubscribe.title')
  return (
    <>
      <Seo title={title} />
      <Section>
        <div className="mx-auto max-w-xl space-y-4 py-12 text-center" data-testid="unsubscribe">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {!valid ? (
            <p className="text-slate-700">{t('admin_mail.unsubscribe.invalid')}</p>
          ) : done ? (
            <p className="text-slate-700">
              {t('admin_mail.unsubscribe.done', { email: email ?? '' })}
            </p>
          ) : (
            <form
              method="post"
              action={action ?? ''}
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault()
                if (!action) return
                setSending(true)
                router.post(action, {}, { onFinish: () => setSending(false) })
              }}
            >
              <p className="text-slate-700">
                {t('admin_mail.unsubscribe.text', { email: email ?? '' })}
              </p>
              <Button type="submit" disabled={sending}>
                {t('admin_mail.unsubscribe.button')}
              </Button>
            </form>
          )}
        </div>
      </Section>
    </>
  )
}
