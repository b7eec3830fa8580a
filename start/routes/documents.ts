/*
 * Documents as PDF: members download their own tax
 * invoices, credit notes and plan agreements; staff download any member's
 * from Transactions (SPEC §2.9, action `download`).
 */
import { recordId } from '#support/route_params'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { memberArea } from '#middleware/member_area_middleware'
import { adminSectionRoutes } from '#support/admin_routes'

const DocumentsController = () => import('#controllers/settings/documents_controller')
const TransactionDocumentsController = () =>
  import('#controllers/admin/transaction_documents_controller')

// Under the member menu's Invoices and Plan Agreements entries: hidden from
// the members SPEC §6 hides those pages from, like the pages themselves. No
// number matcher here: a guest is sent to sign in before anything else, and
// a malformed id is the same 404 as another member's (documentId, ownedRecord).
router
  .group(() => {
    router.get('/invoices/:id/pdf', [DocumentsController, 'invoice']).as('settings.invoices.pdf')
    router
      .get('/invoices/credit-notes/:id/pdf', [DocumentsController, 'creditNote'])
      .as('settings.invoices.credit-notes.pdf')
    router
      .get('/plan-agreements/:id/pdf', [DocumentsController, 'planAgreement'])
      .as('settings.plan-agreements.pdf')
  })
  .prefix('/settings')
  .use([middleware.auth(), memberArea])

adminSectionRoutes('transactions', ({ name }) => {
  router
    .get('/invoices/:id/pdf', [TransactionDocumentsController, 'invoice'])
    .as(name('invoices.pdf'))
    .where('id', recordId())
  router
    .get('/credit-notes/:id/pdf', [TransactionDocumentsController, 'creditNote'])
    .as(name('credit-notes.pdf'))
    .where('id', recordId())
  router
    .get('/plan-agreements/:id/pdf', [TransactionDocumentsController, 'planAgreement'])
    .as(name('plan-agreements.pdf'))
    .where('id', recordId())
})
