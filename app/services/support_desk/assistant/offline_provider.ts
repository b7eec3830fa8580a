import type {
  AssistantAnswer,
  AssistantProvider,
  AssistantQuestion,
  Locale,
  RetrievedPassage,
} from './types.js'

const SNIPPET = 600

const WORDS: Record<Locale, { also: string; englishOnly: string }> = {
  en: { also: 'Related', englishOnly: '' },
  th: {
    also: 'เรื่องที่เกี่ยวข้อง',
    englishOnly: '(หัวข้อนี้ยังไม่มีฉบับภาษาไทย ข้อความด้านล่างเป็นภาษาอังกฤษ)',
  },
}

function snippet(text: string) {
  if (text.length <= SNIPPET) return text
  const cut = text.slice(0, SNIPPET)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'), cut.lastIndexOf(' '))
  return `${end > SNIPPET / 2 ? cut.slice(0, end + 1).trimEnd() : cut}…`
}

/** How a passage is named in an answer: an English stand-in in a Thai answer says so. */
export function sourceTitle(passage: RetrievedPassage) {
  return passage.fallback ? `${passage.title} (ภาษาอังกฤษ)` : passage.title
}

/** The sources an answer cites, each linking to the exact entry in the answer's language. */
export function sourcesOf(passages: RetrievedPassage[]): AssistantAnswer['sources'] {
  return passages.map((passage) => ({
    id: passage.id,
    title: sourceTitle(passage),
    url: passage.url,
  }))
}

/**
 * The built-in assistant (DESIGN §9): no model, no network. It answers with
 * the best passage's own words, in the language of the index they came
 * from (the question's), and names every passage it used with its link, so
 * what it says is exactly what the site says.
 */
export class OfflineAssistant implements AssistantProvider {
  readonly name = 'offline' as const

  async answer({ passages, locale }: AssistantQuestion): Promise<AssistantAnswer> {
    const [best, ...others] = passages
    const words = WORDS[locale]
    const lines = [`**${best.title}**`]
    if (best.fallback && words.englishOnly) lines.push(words.englishOnly)
    lines.push(snippet(best.text))
    const related = others.filter((passage) => passage.score >= best.score * 0.5).slice(0, 2)
    if (related.length) {
      lines.push('', `${words.also}:`)
      for (const passage of related) lines.push(`- ${sourceTitle(passage)}`)
    }
    return { reply: lines.join('\n'), sources: sourcesOf([best, ...related]) }
  }
}
