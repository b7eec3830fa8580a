/** Props shared by the pages of the public forms, FAQ and blog (server-checked). */
export type { ContactChannels } from '../../../app/services/contact_channels'

export type FaqGroup = {
  heading: string | null
  entries: Array<{ id: number; question: string; answer: string }>
}

export type BlogTerm = { name: string; slug: string }

export type BlogListItem = {
  slug: string
  title: string
  excerpt: string | null
  coverImageUrl: string | null
  publishedAt: string | null
  category: BlogTerm | null
  tags: BlogTerm[]
}
