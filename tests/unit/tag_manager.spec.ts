import { test } from '@japa/runner'
import { cspDirectives, SCRIPT_NONCE } from '#support/security_headers'
import {
  TAG_MANAGER_HOST,
  tagManagerAllowedOn,
  tagManagerFor,
  tagManagerSources,
} from '#support/tag_manager'
import { CONSENT_COOKIE, CONSENT_VERSION, parseConsent } from '#services/accounts/consent'
import { FIRST_VISIT_CONSENT, FIRST_VISIT_SCRIPT_SOURCE } from '#support/first_visit'
import { MODULE_LOADER_SOURCE } from '#support/module_loader'

/** Every page allows our files, the first-visit marks and the module loader (by hash). */
const BASE = `'self' ${FIRST_VISIT_SCRIPT_SOURCE} ${MODULE_LOADER_SOURCE}`

/** script-src as a request for `path` renders it. */
function scriptSrc(path: string, id: string | null, production = true) {
  const directives = cspDirectives({
    production,
    gateway: 'sandbox',
    pageSources: (requestPath) => tagManagerSources(requestPath, { production, id }),
  })
  return directives.scriptSrc
    .map((source) => (typeof source === 'function' ? source({ url: path }) : source))
    .join(' ')
    .trim()
}

test.group('Tag manager: where the container may load (SPEC §7)', () => {
  test('[spec 7] public pages may load it; admin, settings, sign-up/checkout, sandbox and token pages never', ({
    assert,
  }) => {
    for (const path of [
      '/',
      '/get-started',
      '/blogs/some-post?ref=x',
      '/resources/faqs-general',
      '/login',
    ]) {
      assert.isTrue(tagManagerAllowedOn(path), path)
    }
    for (const path of [
      '/admin',
      '/admin/users?page=2',
      '/settings/payment-methods',
      '/get-started/account',
      '/get-started/payment',
      '/sandbox/authorize/chrg_1',
      '/monitor',
      '/queue',
      '/reset-password/secret-token',
      '/verify/abc',
      '/verify-identity/abc',
      '/unsubscribe?token=x',
    ]) {
      assert.isFalse(tagManagerAllowedOn(path), path)
    }
  })

  test('[spec 7] without an id nothing is handed out and the policy is unchanged', ({ assert }) => {
    assert.isNull(tagManagerFor('/', null))
    assert.equal(scriptSrc('/', null), BASE)
    assert.deepEqual(tagManagerSources('/', { production: true, id: null }), {
      script: [],
      connect: [],
    })
  })

  test('[spec 7] with an id a public page allows the host and the page nonce; an admin page does not', ({
    assert,
  }) => {
    assert.deepEqual(tagManagerFor('/', 'GTM-ABC1234'), { id: 'GTM-ABC1234', nonce: SCRIPT_NONCE })
    assert.equal(
      scriptSrc('/', 'GTM-ABC1234'),
      `${BASE} ${TAG_MANAGER_HOST} 'nonce-${SCRIPT_NONCE}'`
    )
    assert.equal(scriptSrc('/admin/users', 'GTM-ABC1234'), BASE)
    assert.equal(scriptSrc('/settings/invoices', 'GTM-ABC1234'), BASE)
    assert.isNull(tagManagerFor('/settings/invoices', 'GTM-ABC1234'))
    // Outside production the nonce is already there for the dev preamble: not repeated.
    assert.equal(
      scriptSrc('/', 'GTM-ABC1234', false),
      `${BASE} 'nonce-${SCRIPT_NONCE}' ${TAG_MANAGER_HOST}`
    )
  })

  test('[spec 7] the consent cookie is read by its version: another version is no choice', ({
    assert,
  }) => {
    assert.deepEqual(parseConsent('v1,necessary,analytics'), {
      version: 'v1',
      analytics: true,
      marketing: false,
    })
    assert.deepEqual(parseConsent('v1%2Cnecessary%2Cmarketing'), {
      version: 'v1',
      analytics: false,
      marketing: true,
    })
    assert.isNull(parseConsent('v0,necessary,marketing'))
    // The first-visit marks read the same cookie and version before the first paint.
    assert.deepEqual(FIRST_VISIT_CONSENT, { cookie: CONSENT_COOKIE, version: CONSENT_VERSION })
    assert.isNull(parseConsent('marketing'))
    assert.isNull(parseConsent(undefined))
  })
})
