// Reads tmp/bench-lists/<label>.jsonl and prints the docs/performance.md table:
// p50/p95 (ms) per case on each database, and the large/small p95 ratio.
import { readFileSync, existsSync } from 'node:fs'

const [dir, ...labels] = process.argv.slice(2)
const data = Object.fromEntries(
  labels
    .filter((label) => existsSync(`${dir}/${label}.jsonl`))
    .map((label) => [
      label,
      Object.fromEntries(
        readFileSync(`${dir}/${label}.jsonl`, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
          .map((row) => [row.case, row])
      ),
    ])
)
const cases = [...new Set(Object.values(data).flatMap((rows) => Object.keys(rows)))]
const engines = [...new Set(labels.map((label) => label.split('-')[0]))]
const cell = (row) => (row ? `${row.p50} / ${row.p95}` : '—')
const header = ['Case']
for (const engine of engines)
  header.push(`${engine} small p50/p95`, `${engine} 1M p50/p95`, `${engine} ratio`)
console.log(`| ${header.join(' | ')} |`)
console.log(`|${header.map(() => '---').join('|')}|`)
for (const name of cases) {
  const cells = [name]
  for (const engine of engines) {
    const smallRow = data[`${engine}-small`]?.[name]
    const largeRow = data[`${engine}-large`]?.[name]
    cells.push(cell(smallRow), cell(largeRow))
    cells.push(smallRow && largeRow ? (largeRow.p95 / smallRow.p95).toFixed(2) : '—')
  }
  console.log(`| ${cells.join(' | ')} |`)
}
