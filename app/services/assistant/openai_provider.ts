import type { AssistantAnswer, AssistantProvider, AssistantQuestion } from './types.js'

export type OpenAiSettings = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number }

/** Said to the model before anything else: what it is, what it may say, from which texts. */
export function systemPrompt(locale: 'en' | 'th') {
  return [
    'You are the Lexpat website assistant, an automated helper. You are not a lawyer and must never',
    'present yourself as one. Answer only from the numbered site passages below; if they do not',
    'answer the question, say so and offer to pass the conversation to a human. Do not advise on the',
    "visitor's own legal matter beyond what the passages say; suggest speaking with a Lexpat lawyer.",
    'Cite the passages you used as [1], [2]. Use plain text; **bold** and ``` code fences ``` are allowed.',
    locale === 'th' ? 'Answer in Thai.' : 'Answer in English.',
  ].join(' ')
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OPENAI_BASE_URL,
 * OPENAI_API_KEY, OPENAI_MODEL), given the same passages as the offline
 * assistant. A plain fetch of `POST {base}/chat/completions`: the request
 * and answer shapes are the public API's.
 */
export class OpenAiCompatibleAssistant implements AssistantProvider {
  readonly name = 'openai' as const

  constructor(private settings: OpenAiSettings) {}

  async answer({
    question,
    locale,
    passages,
    history,
  }: AssistantQuestion): Promise<AssistantAnswer> {
    const context = passages
      .map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`)
      .join('\n\n')
    const messages = [
      { role: 'system', content: `${systemPrompt(locale)}\n\nSite passages:\n${context}` },
      ...history.slice(-6).map((turn) => ({
        role: turn.sender === 'user' ? 'user' : 'assistant',
        content: turn.content,
      })),
      { role: 'user', content: question },
    ]
    const response = await fetch(`${this.settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(this.settings.apiKey ? { Authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.settings.model, messages, temperature: 0.2 }),
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 30_000),
    })
    if (!response.ok) throw new Error(`chat endpoint answered ${response.status}`)
    const body = (await response.json()) as {
      choices?: Array<{ message?: { content?: unknown } }>
    }
    const content = body.choices?.[0]?.message?.content
    return {
      reply: typeof content === 'string' ? content.trim() : '',
      sources: passages.map((passage) => ({
        id: passage.id,
        title: passage.title,
        url: passage.url,
      })),
    }
  }
}
