/** Props shared by the pages of the public forms and FAQ, as the server declares them. */
export type { ContactChannels } from '../../../app/services/contact_channels'
export type { FaqGroup } from '../../../app/controllers/marketing/faq_controller'
