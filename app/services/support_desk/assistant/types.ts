export type Locale = 'en' | 'th'

/**
 * A piece of site content the assistant may quote (DESIGN §9), in one
 * language: each entry gives an English passage and a Thai one.
 */
export type Passage = {
  /** Stable id, the same in both languages: `faq:12`, `plan_detail:3`, `plan_rule:personal:document_review`, `service:4`, `blog:7`. */
  id: string
  kind: 'faq' | 'plan_detail' | 'plan_rule' | 'service' | 'blog'
  /** The language of the index it belongs to. */
  locale: Locale
  title: string
  text: string
  /** A Thai passage whose entry has no Thai text yet: the English title and text stand in. */
  fallback: boolean
  /** The entry's English title (what the evaluation names it by). */
  titleEn: string
  /** Where the visitor reads it, in the passage's language (a site path, `#faq-<id>` for an FAQ entry). */
  url: string
}

/** `score`: confidence 0-1 (see search_index.ts); `rank`: MiniSearch's relevance, which orders them. */
export type RetrievedPassage = Passage & { score: number; rank: number }

export type AssistantQuestion = {
  question: string
  locale: Locale
  /** The best passages first, as retrieval found them (both providers get the same). */
  passages: RetrievedPassage[]
  /** Earlier turns of the conversation, oldest first. */
  history: Array<{ sender: 'user' | 'bot' | 'staff'; content: string }>
}

export type AssistantAnswer = {
  reply: string
  /** The passages the reply was built from, with their links. */
  sources: Array<{ id: string; title: string; url: string }>
}

/** One interface, two providers: offline retrieval (default) and any OpenAI-compatible endpoint. */
export interface AssistantProvider {
  readonly name: 'offline' | 'openai'
  answer(question: AssistantQuestion): Promise<AssistantAnswer>
}
