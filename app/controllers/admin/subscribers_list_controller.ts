import { exportedListController } from '#controllers/admin/exported_list_controller'
import { subscribersList } from '#lists/subscribers_list'

/** SPEC §2.9 Subscribers: the newsletter list and its CSV. */
export default exportedListController('subscribers', 'Admin/Subscribers', subscribersList)
