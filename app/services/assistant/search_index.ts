import { tokenize } from './tokenizer.js'
import type { Passage, RetrievedPassage } from './types.js'

/**
 * BM25 over the passages (title counted twice, Thai text beside English),
 * built in memory: a few hundred passages index in milliseconds.
 */
const K1 = 1.2
const B = 0.75

type Entry = { passage: Passage; terms: Map<string, number>; length: number }

export class SearchIndex {
  #entries: Entry[] = []
  #documentFrequency = new Map<string, number>()
  #averageLength = 1

  constructor(passages: Passage[]) {
    for (const passage of passages) {
      const terms = new Map<string, number>()
      const words = [
        ...tokenize(passage.title),
        ...tokenize(passage.title),
        ...tokenize(passage.text),
        ...tokenize(passage.titleTh ?? ''),
        ...tokenize(passage.textTh ?? ''),
      ]
      for (const word of words) terms.set(word, (terms.get(word) ?? 0) + 1)
      for (const word of terms.keys()) {
        this.#documentFrequency.set(word, (this.#documentFrequency.get(word) ?? 0) + 1)
      }
      this.#entries.push({ passage, terms, length: words.length })
    }
    const total = this.#entries.reduce((sum, entry) => sum + entry.length, 0)
    this.#averageLength = this.#entries.length ? total / this.#entries.length : 1
  }

  get size() {
    return this.#entries.length
  }

  #idf(term: string) {
    const n = this.#documentFrequency.get(term) ?? 0
    return Math.log(1 + (this.#entries.length - n + 0.5) / (n + 0.5))
  }

  /**
   * The best passages for a question. `score` is the BM25 score divided by
   * the best score the question's own terms could reach, so 1 is a passage
   * that contains every term and a threshold means the same for every
   * question length.
   */
  search(question: string, limit = 3): RetrievedPassage[] {
    const queryTerms = [...new Set(tokenize(question))].filter((term) =>
      this.#documentFrequency.has(term)
    )
    if (queryTerms.length === 0) return []
    const ideal = queryTerms.reduce((sum, term) => sum + this.#idf(term) * (K1 + 1), 0)
    const results: RetrievedPassage[] = []
    for (const entry of this.#entries) {
      let score = 0
      for (const term of queryTerms) {
        const frequency = entry.terms.get(term)
        if (!frequency) continue
        const norm = frequency + K1 * (1 - B + (B * entry.length) / this.#averageLength)
        score += this.#idf(term) * ((frequency * (K1 + 1)) / norm)
      }
      if (score > 0) results.push({ ...entry.passage, score: score / ideal })
    }
    return results.sort((a, b) => b.score - a.score).slice(0, limit)
  }
}
