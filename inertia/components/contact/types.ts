import type { Data } from '@generated/data'

/** Props shared by the pages of the public forms and FAQ, as the server's transformers declare them. */
export type ContactChannels = Data.ContactChannels
export type FaqGroup = Data.FaqGroup
