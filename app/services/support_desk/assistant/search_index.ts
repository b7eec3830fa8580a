import MiniSearch, { type SearchResult } from 'minisearch'
import { isThai, tokenize } from './tokenizer.js'
import type { Locale, Passage, RetrievedPassage } from './types.js'

/**
 * Retrieval for the assistant (DESIGN §9): MiniSearch (BM25 with fuzzy and
 * prefix matching, the title weighing more than the text), one index per
 * language. The Thai index holds the Thai texts staff wrote, and the
 * English text of an entry that has none yet (marked as a fallback); the
 * English index holds the English texts. Both index through the same
 * `Intl.Segmenter` tokenizer, which also maps Thai words to English terms,
 * so a Thai question still finds an English-only entry.
 */

/** The title counts three times the text. */
const BOOST = { title: 3, text: 1 }

/** An English stand-in in the Thai index weighs this much. */
const FALLBACK_BOOST = 0.7

/** Typos: one edit in 5-9 letters, two from 10 (Latin words only; Thai words are dictionary-split). */
function fuzzy(term: string): number | false {
  return isThai(term) || term.length < 5 ? false : 0.2
}

/** "registr" finds "registration"; Thai "สมาชิก" finds "สมาชิกภาพ". */
function prefix(term: string): boolean {
  return isThai(term) ? term.length >= 3 : term.length >= 4
}

type Document = { id: string; title: string; text: string }

class LanguageIndex {
  readonly #search: MiniSearch<Document>
  readonly #passages = new Map<string, Passage>()
  readonly #documentFrequency = new Map<string, number>()

  constructor(passages: Passage[]) {
    this.#search = new MiniSearch<Document>({
      fields: ['title', 'text'],
      // The tokenizer already lower-cases, stems and maps Thai: terms are final.
      tokenize: (text) => tokenize(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: BOOST,
        fuzzy,
        prefix,
        combineWith: 'OR',
        // In Thai, a passage staff translated wins over an English stand-in of equal relevance.
        boostDocument: (id) => (this.#passages.get(id)?.fallback ? FALLBACK_BOOST : 1),
        // A term asked twice does not count twice.
        tokenize: (text) => [...new Set(tokenize(text))],
      },
    })
    for (const passage of passages) {
      this.#passages.set(passage.id, passage)
      for (const term of new Set(tokenize(`${passage.title}\n${passage.text}`))) {
        this.#documentFrequency.set(term, (this.#documentFrequency.get(term) ?? 0) + 1)
      }
    }
    this.#search.addAll(
      passages.map((passage) => ({ id: passage.id, title: passage.title, text: passage.text }))
    )
  }

  get size() {
    return this.#passages.size
  }

  #idf(term: string) {
    const n = Math.max(1, this.#documentFrequency.get(term) ?? 1)
    return Math.log(1 + (this.#passages.size - n + 0.5) / (n + 0.5))
  }

  /**
   * The best passages, ranked by MiniSearch. `score` is the confidence of
   * each: the share (weighted by rarity) of the question's terms the
   * passage contains, among the terms some passage contains — 1 when it
   * has them all, whatever the question's length.
   */
  search(question: string, limit: number): RetrievedPassage[] {
    const results: SearchResult[] = this.#search.search(question)
    if (results.length === 0) return []
    const known = new Set(results.flatMap((result) => result.queryTerms))
    const total = [...known].reduce((sum, term) => sum + this.#idf(term), 0) || 1
    return results.slice(0, limit).map((result) => ({
      ...this.#passages.get(result.id as string)!,
      score: result.queryTerms.reduce((sum, term) => sum + this.#idf(term), 0) / total,
      rank: result.score,
    }))
  }
}

export class SearchIndex {
  readonly #indexes: Record<Locale, LanguageIndex>

  constructor(passages: Passage[]) {
    this.#indexes = {
      en: new LanguageIndex(passages.filter((passage) => passage.locale === 'en')),
      th: new LanguageIndex(passages.filter((passage) => passage.locale === 'th')),
    }
  }

  /** Passages in each language's index. */
  size(locale: Locale) {
    return this.#indexes[locale].size
  }

  /** The best passages for a question, from the index of the language it is answered in. */
  search(question: string, locale: Locale, limit = 3): RetrievedPassage[] {
    return this.#indexes[locale].search(question, limit)
  }
}
