/**
 * The header drawers' rules (SPEC §4), as a pure function so they can be
 * tested on their own. The open drawers form a path of keys, one per level
 * (parent, nested, third level).
 *
 * - clicking the open drawer closes it and everything below it (for a parent: all);
 * - clicking another drawer of a level that has one open closes the open one
 *   at once and opens the new one DRAWER_DELAY_MS later;
 * - clicking a drawer of a level with none open opens it at once;
 * - an overlay click closes everything (`[]`).
 */
export const DRAWER_DELAY_MS = 300

export type DrawerPath = string[]

export function toggleDrawer(
  path: DrawerPath,
  level: number,
  key: string
): { now: DrawerPath; later?: DrawerPath } {
  const above = path.slice(0, level)
  if (path[level] === key) return { now: above }
  if (path[level] !== undefined) return { now: above, later: [...above, key] }
  return { now: [...above, key] }
}

/** SPEC §9: a nested drawer is 800 px wide with content, otherwise 400 px. */
export function drawerWidth(hasContent: boolean): number {
  return hasContent ? 800 : 400
}
