import { useStats } from './copy'
import { StatList } from './lists'

const HEADLINE_STATS = ['issue', 'cost', 'experience', 'perks'] as const

/** The four headline figures of SPEC §1, on the home page and each plan's "why" page. */
export function HeadlineStats() {
  return <StatList stats={useStats('home.stats', HEADLINE_STATS)} />
}
