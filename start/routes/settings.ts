/*
 * Member settings (SPEC §2.8): every page sits behind `auth` and the
 * member-area middleware, which keeps staff out and applies the member
 * menu's visibility rules of SPEC §6 to the URLs themselves.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'

const ProfileDetailsController = () => import('#controllers/settings/profile_details_controller')
const ChangePasswordController = () => import('#controllers/settings/change_password_controller')
const DevicesController = () => import('#controllers/settings/devices_controller')
const PlanAgreementsController = () => import('#controllers/settings/plan_agreements_controller')

router
  .group(() => {
    router
      .get('/profile-details', [ProfileDetailsController, 'show'])
      .as('settings.profile-details')
    router
      .put('/profile-details', [ProfileDetailsController, 'update'])
      .as('settings.profile-details.update')
    router
      .put('/profile-details/invoice-details', [ProfileDetailsController, 'updateInvoiceDetails'])
      .as('settings.profile-details.invoice-details.update')
    router
      .get('/change-password', [ChangePasswordController, 'edit'])
      .as('settings.change-password')
    router
      .put('/change-password', [ChangePasswordController, 'update'])
      .as('settings.change-password.update')
      .use(middleware.confirmed())
    router
      .delete('/devices', [DevicesController, 'destroy'])
      .as('settings.devices.destroy')
      .use(middleware.confirmed())
    router
      .get('/plan-agreements', [PlanAgreementsController, 'index'])
      .as('settings.plan-agreements')
  })
  .prefix('/settings')
  .use([middleware.auth(), memberArea])
