import { Seo } from '~/components/seo'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'
import { useVerifyCountdown } from '~/hooks/use_verify_countdown'

export default function VerifyEmail({ email }: { email: string }) {
  const { t } = useTranslation()
  const countdown = useVerifyCountdown()
  const form = useRouteForm(
    'verification.send',
    {},
    { preserveScroll: true, onSuccess: () => countdown.start() }
  )
  return (
    <>
      <Seo title={t('auth.verify_title')} noindex />
      <AuthCard title={t('auth.verify_title')} text={t('auth.verify_text', { email })}>
        <Form form={form}>
          <SubmitButton
            form={form}
            className="w-full"
            disabled={countdown.running}
            data-testid="verify-resend"
            aria-live="polite"
          >
            {countdown.running
              ? t('auth.verify_resend_wait', { seconds: countdown.seconds ?? 0 })
              : t('auth.verify_resend')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  )
}
