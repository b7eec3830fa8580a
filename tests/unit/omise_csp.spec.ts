import { test } from '@japa/runner'
import { HttpContextFactory } from '@adonisjs/core/factories/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { cspDirectives } from '#support/security_headers'
import { FIRST_VISIT_SCRIPT_SOURCE } from '#support/first_visit'
import { MODULE_LOADER_SOURCE } from '#support/module_loader'

/** The Content-Security-Policy header the shield middleware sends for these directives. */
async function cspHeader(gateway: string | undefined) {
  const shield = new ShieldMiddleware(
    {
      csp: {
        enabled: true,
        directives: cspDirectives({ production: true, gateway }),
        reportOnly: false,
      },
      csrf: { enabled: false },
      xFrame: { enabled: false },
      hsts: { enabled: false },
      contentTypeSniffing: { enabled: false },
    } as any,
    undefined as any,
    undefined as any
  )
  const ctx = new HttpContextFactory().create()
  await shield.handle(ctx, async () => {})
  return String(ctx.response.getHeader('Content-Security-Policy'))
}

test.group('Content-Security-Policy for the payment providers (DESIGN §4)', () => {
  test('[security] production with PAYMENT_GATEWAY=omise allows exactly Omise and Google Pay', async ({
    assert,
  }) => {
    assert.equal(
      await cspHeader('omise'),
      [
        `default-src 'self'`,
        `script-src 'self' ${FIRST_VISIT_SCRIPT_SOURCE} ${MODULE_LOADER_SOURCE} https://cdn.omise.co https://pay.google.com`,
        `style-src 'self' 'unsafe-inline'`,
        `img-src 'self' data: https:`,
        `font-src 'self' data:`,
        `connect-src 'self' https://vault.omise.co https://google.com/pay https://pay.google.com`,
        `frame-src https://pay.google.com https://vault.omise.co`,
        `frame-ancestors 'none'`,
        `object-src 'none'`,
        `base-uri 'self'`,
        `form-action 'self'`,
      ].join(';')
    )
  })

  test('[security] the sandbox allows no third-party script, connection or frame', async ({
    assert,
  }) => {
    for (const gateway of ['sandbox', undefined]) {
      const header = await cspHeader(gateway)
      assert.include(
        header,
        `script-src 'self' ${FIRST_VISIT_SCRIPT_SOURCE} ${MODULE_LOADER_SOURCE};`
      )
      assert.include(header, `connect-src 'self';`)
      assert.include(header, `frame-src 'none';`)
      assert.notMatch(header, /omise|google/)
    }
  })
})
