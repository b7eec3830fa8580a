import { SCRIPT_NONCE } from '#support/security_headers'

/**
 * The tag-manager container of SPEC §7 (DESIGN §10).
 *
 * - Nothing at all without `TAG_MANAGER_ID` (the default): no script, no
 *   CSP host, so the performance budget holds.
 * - With it, public pages carry the id and the page's script nonce (shared
 *   prop `app.tagManager`) and their CSP allows Google Tag Manager's host;
 *   the browser loads the container only after the visitor accepted
 *   marketing cookies (inertia/lib/consent.ts), with Google's consent mode
 *   telling the container whether analytics was granted too.
 * - Never on staff pages, member settings, the sign-up and checkout steps,
 *   the payment sandbox, nor on pages whose URL carries a secret token (a
 *   tag would send the URL to a third party).
 *
 * The nonce is the per-process one of #support/security_headers, so a
 * public page stays the same for every visitor and cacheable.
 */
export const TAG_MANAGER_HOST = 'https://www.googletagmanager.com'
export const TAG_MANAGER_ID_FORMAT = /^GTM-[A-Z0-9]{4,12}$/

/** Paths where the container never loads: the path itself and everything below it. */
const EXCLUDED = [
  '/admin',
  '/settings',
  '/sandbox',
  '/monitor',
  '/queue',
  '/poi',
  '/reset-password',
  '/verify',
  '/verify-email',
  '/verify-identity',
  '/unsubscribe',
]
/** Only below: the sign-up and checkout steps (/get-started itself is the public plans page). */
const EXCLUDED_BELOW = ['/get-started']

/** The configured container id (read on every call, so a test may set it). */
export function tagManagerId(): string | null {
  const value = (process.env.TAG_MANAGER_ID ?? '').trim()
  return TAG_MANAGER_ID_FORMAT.test(value) ? value : null
}

/** Whether a page at this path may load the container (given consent). */
export function tagManagerAllowedOn(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || '/'
  const below = (prefix: string) => pathname.startsWith(`${prefix}/`)
  return (
    !EXCLUDED.some((prefix) => pathname === prefix || below(prefix)) && !EXCLUDED_BELOW.some(below)
  )
}

export type TagManagerProps = { id: string; nonce: string }

/** What a page at `path` hands the browser: null when the container must not load there. */
export function tagManagerFor(path: string, id = tagManagerId()): TagManagerProps | null {
  return id && tagManagerAllowedOn(path) ? { id, nonce: SCRIPT_NONCE } : null
}

/**
 * The CSP sources the container needs on a page at `path` (script-src gets
 * the host and, in production where the policy has no nonce otherwise, the
 * page's nonce; connect-src the host). Empty when it must not load there.
 */
export function tagManagerSources(
  path: string,
  { production, id = tagManagerId() }: { production: boolean; id?: string | null }
): { script: string[]; connect: string[] } {
  if (!tagManagerFor(path, id)) return { script: [], connect: [] }
  return {
    script: [TAG_MANAGER_HOST, ...(production ? [`'nonce-${SCRIPT_NONCE}'`] : [])],
    connect: [TAG_MANAGER_HOST],
  }
}
