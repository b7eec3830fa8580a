import { exportedListController } from '#controllers/admin/exported_list_controller'
import { leadsList } from '#lists/leads_list'

/** SPEC §2.6: the leads of the "Get Legal Support Today" popup, for staff. */
export default exportedListController('leads', 'Admin/Leads', leadsList)
