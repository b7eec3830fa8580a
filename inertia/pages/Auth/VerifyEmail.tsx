import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'
import { useVerifyCountdown } from '~/hooks/use_verify_countdown'
import { urlFor } from '~/client'

export default function VerifyEmail({ email }: { email: string }) {
  const { t } = useTranslation()
  const countdown = useVerifyCountdown()
  const form = useForm({})
  return (
    <>
      <Seo title={t('auth.verify_title')} noindex />
      <AuthCard title={t('auth.verify_title')} text={t('auth.verify_text', { email })}>
        <form
          method="post"
          action={urlFor('verification.send')}
          onSubmit={(event) => {
            event.preventDefault()
            if (countdown.running) return
            form.post(urlFor('verification.send'), {
              preserveScroll: true,
              onSuccess: () => countdown.start(),
            })
          }}
        >
          <Button
            type="submit"
            className="w-full"
            disabled={form.processing || countdown.running}
            data-testid="verify-resend"
            aria-live="polite"
          >
            {countdown.running
              ? t('auth.verify_resend_wait', { seconds: countdown.seconds ?? 0 })
              : t('auth.verify_resend')}
          </Button>
        </form>
      </AuthCard>
    </>
  )
}
