/**
 * Page titles read "Title - Lexpat" (SPEC §1). Used by both the browser
 * and the server renderer so that a page has exactly one <title>.
 */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} - ${siteName}` : siteName
}
