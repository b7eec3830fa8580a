import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { EmailField, Form, SubmitButton, useRouteForm } from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { useTranslation } from '~/hooks/use_translation'

export default function ForgotPassword() {
  const { t } = useTranslation()
  const form = useRouteForm('password.forgot.send', { email: '' }, { resetOnSuccess: true })
  return (
    <>
      <Seo title={t('auth.forgot_title')} noindex />
      <AuthCard
        title={t('auth.forgot_title')}
        text={t('auth.forgot_text')}
        footer={
          <Link route="login" className="font-semibold text-navy-800 underline">
            {t('auth.back_to_login')}
          </Link>
        }
      >
        <Form form={form} className="space-y-5">
          <EmailField form={form} name="email" label={t('auth.email')} required />
          <SubmitButton form={form} className="w-full">
            {t('auth.send_reset_link')}
          </SubmitButton>
        </Form>
      </AuthCard>
    </>
  )
}
