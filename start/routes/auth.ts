/*
 * Member accounts: sign-in, registration, password flows, verification,
 * social login, logout and account deletion.
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import {
  throttleConfirmPassword,
  throttleLogin,
  throttleMailRequests,
  throttleRegister,
  throttleResetSubmissions,
  throttleVerificationResend,
} from '#start/limiter'

const SessionController = () => import('#controllers/auth/session_controller')
const RegistrationController = () => import('#controllers/auth/registration_controller')
const PersonalInfoController = () => import('#controllers/auth/personal_info_controller')
const ForgotPasswordController = () => import('#controllers/auth/forgot_password_controller')
const ResetPasswordController = () => import('#controllers/auth/reset_password_controller')
const ConfirmPasswordController = () => import('#controllers/auth/confirm_password_controller')
const EmailVerificationController = () => import('#controllers/auth/email_verification_controller')
const SocialAuthController = () => import('#controllers/auth/social_auth_controller')
const AccountDeletionController = () => import('#controllers/auth/account_deletion_controller')

router.get('/login', [SessionController, 'create']).as('login')
router.post('/login', [SessionController, 'store']).as('login.store').use(throttleLogin)
router.post('/logout', [SessionController, 'destroy']).as('logout').use(middleware.auth())

// "Register" (SPEC §2.7) is the first sign-up step; the conventional URL
// leads there permanently, keeping a chosen `?price=`.
router
  .get('/register', ({ response }) =>
    response.redirect().withQs().status(301).toRoute('auth.account')
  )
  .as('register')
// Sign-up steps (SPEC §2.7); payment and confirmation come later.
router.get('/get-started/account', [RegistrationController, 'create']).as('auth.account')
router
  .post('/get-started/account', [RegistrationController, 'store'])
  .as('auth.account.store')
  .use(throttleRegister)
router
  .group(() => {
    router
      .get('/get-started/personal-info', [PersonalInfoController, 'create'])
      .as('auth.personal-info')
    router
      .post('/get-started/personal-info', [PersonalInfoController, 'store'])
      .as('auth.personal-info.store')
  })
  .use(middleware.auth())

router.get('/forgot-password', [ForgotPasswordController, 'create']).as('password.forgot')
router
  .post('/forgot-password', [ForgotPasswordController, 'store'])
  .as('password.forgot.send')
  .use(throttleMailRequests)
router.get('/reset-password/:token', [ResetPasswordController, 'create']).as('password.reset')
router
  .post('/reset-password', [ResetPasswordController, 'store'])
  .as('password.reset.store')
  .use(throttleResetSubmissions)

router
  .group(() => {
    router.get('/confirm-password', [ConfirmPasswordController, 'create']).as('password.confirm')
    router
      .post('/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')
      .use(throttleConfirmPassword)
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .post('/verify-email/resend', [EmailVerificationController, 'send'])
      .as('verification.send')
      .use(throttleVerificationResend)
  })
  .use(middleware.auth())
// A signed, expiring link from the mail: it needs no session.
router
  .get('/verify-email/:id', [EmailVerificationController, 'verify'])
  .as('verification.verify')
  .where('id', recordId())

router
  .group(() => {
    router.get('/redirect', [SocialAuthController, 'redirect']).as('oauth.redirect')
    router.get('/callback', [SocialAuthController, 'callback']).as('oauth.callback')
  })
  .prefix('/oauth/:provider')
  .where('provider', /^(google|facebook|line)$/)

router
  .post('/account/delete', [AccountDeletionController, 'destroy'])
  .as('auth.delete.profile')
  // The current password is checked in the request: throttled like any password door.
  .use([middleware.auth(), ...throttleConfirmPassword])
