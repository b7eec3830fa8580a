import type { AssistantAnswer, AssistantProvider, AssistantQuestion } from './types.js'

const SNIPPET = 600

const WORDS = {
  en: { sources: 'Sources', also: 'Related' },
  th: { sources: 'แหล่งที่มา', also: 'เกี่ยวข้อง' },
}

function snippet(text: string) {
  if (text.length <= SNIPPET) return text
  const cut = text.slice(0, SNIPPET)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'))
  return `${end > SNIPPET / 2 ? cut.slice(0, end + 1) : cut}…`
}

/**
 * The built-in assistant (DESIGN §9): no model, no network. It answers with
 * the best passage's own words and names every passage it used with its
 * link, so what it says is exactly what the site says.
 */
export class OfflineAssistant implements AssistantProvider {
  readonly name = 'offline' as const

  async answer({ passages, locale }: AssistantQuestion): Promise<AssistantAnswer> {
    const [best, ...others] = passages
    const words = WORDS[locale]
    const title = (locale === 'th' && best.titleTh) || best.title
    const text = (locale === 'th' && best.textTh) || best.text
    const lines = [`**${title}**`, snippet(text)]
    const related = others.filter((passage) => passage.score >= best.score * 0.5).slice(0, 2)
    if (related.length) {
      lines.push('', `${words.also}:`)
      for (const passage of related)
        lines.push(`- ${(locale === 'th' && passage.titleTh) || passage.title}`)
    }
    const used = [best, ...related]
    return {
      reply: lines.join('\n'),
      sources: used.map((passage) => ({
        id: passage.id,
        title: (locale === 'th' && passage.titleTh) || passage.title,
        url: passage.url,
      })),
    }
  }
}
