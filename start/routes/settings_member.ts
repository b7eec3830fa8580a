/*
 * Member self-service, 8 and 12: Member Card, Spouse /
 * Partner Details and the PDPA data export. Like every settings route they
 * sit behind `auth` and the member-area middleware (SPEC §6 visibility:
 * partner details only with a current Personal plan).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'
import { throttleDataExports, throttlePartnerInvitations } from '#start/limiter'

const MemberCardController = () => import('#controllers/settings/member_card_controller')
const PartnerDetailsController = () => import('#controllers/settings/partner_details_controller')
const DataExportsController = () => import('#controllers/settings/data_exports_controller')

router
  .group(() => {
    router.get('/member-card', [MemberCardController, 'show']).as('settings.member-card')
    router.get('/member-card/pdf', [MemberCardController, 'pdf']).as('settings.member-card.pdf')
    router
      .post('/member-card/rotate', [MemberCardController, 'rotate'])
      .as('settings.member-card.rotate')

    router
      .get('/partner-details', [PartnerDetailsController, 'show'])
      .as('settings.partner-details')
    router
      .put('/partner-details/partner', [PartnerDetailsController, 'updatePartner'])
      .as('settings.partner-details.partner.update')
    router
      .delete('/partner-details/partner', [PartnerDetailsController, 'destroyPartner'])
      .as('settings.partner-details.partner.destroy')
    router
      .post('/partner-details/partner/invitation', [PartnerDetailsController, 'invite'])
      .as('settings.partner-details.partner.invitation.store')
      .use(throttlePartnerInvitations)
    router
      .post('/partner-details/partner/invitation/resend', [
        PartnerDetailsController,
        'resendInvitation',
      ])
      .as('settings.partner-details.partner.invitation.resend')
      .use(throttlePartnerInvitations)
    router
      .post('/partner-details/dependants', [PartnerDetailsController, 'storeDependant'])
      .as('settings.partner-details.dependants.store')
    router
      .put('/partner-details/dependants/:id', [PartnerDetailsController, 'updateDependant'])
      .as('settings.partner-details.dependants.update')
    router
      .delete('/partner-details/dependants/:id', [PartnerDetailsController, 'destroyDependant'])
      .as('settings.partner-details.dependants.destroy')

    router.get('/data-export', [DataExportsController, 'index']).as('settings.data-export')
    router
      .post('/data-export', [DataExportsController, 'store'])
      .as('settings.data-export.store')
      .use(throttleDataExports)
    router
      .get('/data-export/:id/download', [DataExportsController, 'download'])
      .as('settings.data-export.download')
  })
  .prefix('/settings')
  .use([middleware.auth(), memberArea])
