import { createHash } from 'node:crypto'

/** The consent cookie and banner version (#services/consent; the unit test keeps them equal). */
export const FIRST_VISIT_CONSENT = { cookie: 'lexpat_consent', version: 'v1' }

/**
 * First-visit interface on the first paint (DESIGN §6, LCP). The server
 * renders the consent banner and the region box's frame into every public
 * page, so a first visit sees them with the page rather than after
 * hydration (when they would become a late largest paint). The page is the
 * same for every visitor (cached, no cookie read), so this script, inline in
 * the head before the stylesheet, marks a returning visitor's document
 * before anything is painted: `data-consent-chosen` when the consent cookie
 * holds a choice of the current banner, `data-region-chosen` when a region
 * is stored (localStorage `region`, inertia/components/region_modal.tsx).
 * app.css hides the two frames under those marks; after hydration React
 * removes what is not needed. The policy allows exactly this script by its
 * hash (#support/security_headers): no nonce, no 'unsafe-inline'.
 */
export const FIRST_VISIT_SCRIPT =
  `(function(d){var h=d.documentElement;` +
  `if(/(?:^|;\\s*)${FIRST_VISIT_CONSENT.cookie}=${FIRST_VISIT_CONSENT.version}(,|%2C)/.test(d.cookie))h.setAttribute('data-consent-chosen','');` +
  `try{if(localStorage.getItem('region'))h.setAttribute('data-region-chosen','')}catch(e){}` +
  `})(document)`

/** The CSP source that allows the script. */
export const FIRST_VISIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`
