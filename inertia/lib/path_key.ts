/**
 * The page transition's key: the path without query string or hash, so
 * that filtering or paging a list does not replay it (SPEC §2.6).
 */
export function pathKey(url: string): string {
  return url.split('?')[0].split('#')[0]
}
