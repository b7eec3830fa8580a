import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import {
  CheckboxField,
  EmailField,
  Form,
  SubmitButton,
  TextField,
  useRouteForm,
} from '~/components/form'
import { AuthCard } from '~/components/auth/auth_card'
import { SocialButtons } from '~/components/auth/social_buttons'
import { SelectedPrice, type SelectedPriceProps } from '~/components/auth/selected_price'
import { useTranslation } from '~/hooks/use_translation'
import { NewPasswordFields } from '~/components/auth/new_password_fields'

export default function Register({ selectedPrice }: { selectedPrice: SelectedPriceProps | null }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'auth.account.store',
    { name: '', email: '', password: '', password_confirmation: '', terms: false },
    { resetOnFinish: ['password', 'password_confirmation'] }
  )
  return (
    <>
      <Seo title={t('auth.register_title')} description={t('auth.register_text')} noindex />
      <AuthCard
        title={t('auth.register_title')}
        text={t('auth.register_text')}
        footer={
          <>
            {t('auth.have_account')}{' '}
            <Link route="login" className="font-semibold text-navy-800 underline">
              {t('auth.sign_in')}
            </Link>
          </>
        }
      >
        <SelectedPrice price={selectedPrice} />
        <Form form={form} className="space-y-5">
          <TextField form={form} name="name" label={t('auth.name')} required />
          <EmailField form={form} name="email" label={t('auth.email')} required />
          <NewPasswordFields form={form} />
          <CheckboxField form={form} name="terms" label={t('auth.accept_terms')}>
            <Link route="privacy-policy" className="text-xs text-navy-800 underline">
              {t('auth.privacy_policy')}
            </Link>
          </CheckboxField>
          <SubmitButton form={form} className="w-full">
            {t('auth.create_account_button')}
          </SubmitButton>
        </Form>
        <SocialButtons />
      </AuthCard>
    </>
  )
}
