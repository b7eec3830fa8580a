/**
 * The page numbers to show: the first, the last, and a window around the
 * current page, with gaps ('…') where pages are skipped. Keeps the bar a
 * fixed width whether there are 3 pages or 3,000.
 */
export function pageWindow(page: number, pages: number, siblings = 1): Array<number | 'gap'> {
  const wanted = new Set<number>([1, pages])
  for (let n = page - siblings; n <= page + siblings; n++) if (n >= 1 && n <= pages) wanted.add(n)
  // Near an end, widen the window so the bar keeps its length.
  if (page <= 2 + siblings)
    for (let n = 2; n <= Math.min(pages, 3 + 2 * siblings); n++) wanted.add(n)
  if (page >= pages - 1 - siblings)
    for (let n = Math.max(1, pages - 2 - 2 * siblings); n < pages; n++) wanted.add(n)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  for (const [index, n] of sorted.entries()) {
    if (index > 0 && n - sorted[index - 1] > 1)
      out.push(n - sorted[index - 1] === 2 ? n - 1 : 'gap')
    out.push(n)
  }
  return out
}
