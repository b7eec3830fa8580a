import type OpenAI from 'openai'
import { sourcesOf } from './offline_provider.js'
import type { AssistantAnswer, AssistantProvider, AssistantQuestion, Locale } from './types.js'

export type OpenAiSettings = {
  /** OPENAI_BASE_URL: any OpenAI-compatible server (`…/v1`). */
  baseUrl: string
  /** OPENAI_API_KEY; a local server that needs none gets a placeholder. */
  apiKey?: string
  /** OPENAI_MODEL. */
  model: string
  /** Per attempt. */
  timeoutMs?: number
  /** Attempts after the first on a connection error, 408, 409, 429 or 5xx (the client's backoff). */
  maxRetries?: number
}

/** Said to the model before anything else: what it is, what it may say, from which texts. */
export function systemPrompt(locale: Locale) {
  return [
    'You are the Lexpat website assistant, an automated helper. You are not a lawyer and must never',
    'present yourself as one. Answer only from the numbered site passages below; if they do not',
    'answer the question, say so and offer to pass the conversation to a human. Do not advise on the',
    "visitor's own legal matter beyond what the passages say; suggest speaking with a Lexpat lawyer.",
    'Cite the passages you used as [1], [2]. Use plain text; **bold** and ``` code fences ``` are allowed.',
    locale === 'th'
      ? 'Answer in Thai, in a polite, natural register; keep plan names and amounts as the passages give them.'
      : 'Answer in English.',
  ].join(' ')
}

/**
 * Any OpenAI-compatible chat-completions endpoint through the official
 * `openai` client (DESIGN §9), given the same passages as the offline
 * assistant — those of the question's language. The completion is
 * streamed and gathered here: the chat window's transport is one JSON
 * answer per message (POST /chatroom/send), so the whole reply is returned
 * once the stream ends. Failed attempts are retried by the client with
 * its backoff; after the last one the caller falls back to the offline
 * answer.
 */
export class OpenAiCompatibleAssistant implements AssistantProvider {
  readonly name = 'openai' as const
  #client?: OpenAI

  constructor(private settings: OpenAiSettings) {}

  /** The client (and the `openai` package) is made with the first question. */
  async #connect(): Promise<OpenAI> {
    if (this.#client) return this.#client
    const { default: Client } = await import('openai')
    this.#client = new Client({
      baseURL: this.settings.baseUrl,
      apiKey: this.settings.apiKey || 'not-needed',
      timeout: this.settings.timeoutMs ?? 30_000,
      maxRetries: this.settings.maxRetries ?? 2,
      // The app logs the failure once, with its fallback (assistant.ts).
      logLevel: 'off',
    })
    return this.#client
  }

  async answer({
    question,
    locale,
    passages,
    history,
  }: AssistantQuestion): Promise<AssistantAnswer> {
    const context = passages
      .map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`)
      .join('\n\n')
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: `${systemPrompt(locale)}\n\nSite passages:\n${context}` },
      ...history
        .slice(-6)
        .map((turn): OpenAI.Chat.ChatCompletionMessageParam =>
          turn.sender === 'user'
            ? { role: 'user', content: turn.content }
            : { role: 'assistant', content: turn.content }
        ),
      { role: 'user', content: question },
    ]
    const client = await this.#connect()
    const stream = await client.chat.completions.create({
      model: this.settings.model,
      messages,
      temperature: 0.2,
      stream: true,
    })
    let reply = ''
    for await (const chunk of stream) {
      reply += chunk.choices[0]?.delta?.content ?? ''
    }
    return { reply: reply.trim(), sources: sourcesOf(passages) }
  }
}
