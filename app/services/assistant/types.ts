/** A piece of site content the assistant may quote (DESIGN §9). */
export type Passage = {
  /** Stable id: `faq:12`, `plan_detail:3`, `plan_rule:personal:document_review`, `service:4`, `blog:7`. */
  id: string
  kind: 'faq' | 'plan_detail' | 'plan_rule' | 'service' | 'blog'
  title: string
  text: string
  /** Thai title and text when staff wrote them. */
  titleTh?: string | null
  textTh?: string | null
  /** Where the visitor reads the whole text (a site path). */
  url: string
}

export type RetrievedPassage = Passage & { score: number }

export type AssistantQuestion = {
  question: string
  locale: 'en' | 'th'
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
