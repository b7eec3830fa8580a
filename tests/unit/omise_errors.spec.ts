import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { CardRejectedError, GatewayError } from '#services/billing/payments/payment_gateway'
import { PAYMENT_ERROR_CODES, paymentErrorKey } from '#services/billing/payments/error_messages'
import { mapOmiseError } from '#services/billing/payments/omise/errors'

const recorded: Record<string, { status: number; body: any }> = JSON.parse(
  readFileSync(app.makePath('tests/fixtures/omise/errors.json'), 'utf8')
)
const declines: Record<string, string> = JSON.parse(
  readFileSync(app.makePath('tests/fixtures/omise/charge_failure_codes.json'), 'utf8')
)

test.group('Payment error messages (DESIGN §4, SPEC §9)', () => {
  test('[spec 9] every gateway code has its own message in English and real Thai', ({ assert }) => {
    const codes = new Set([
      ...PAYMENT_ERROR_CODES,
      ...Object.keys(declines),
      'invalid_card',
      'invalid_expiration_date',
      'used_token',
      'not_found',
      'failed_capture',
      'authentication_failure',
      'rate_limit_exceeded',
    ])
    const en = i18nManager.locale('en')
    const th = i18nManager.locale('th')
    for (const code of codes) {
      const key = paymentErrorKey(code)
      assert.equal(key, `payments.errors.${code}`)
      assert.notMatch(en.t(key), /missing|payments\.errors/i, `en ${key}`)
      assert.match(th.t(key), /[\u0E00-\u0E7F]/, `th ${key}`)
      assert.notEqual(th.t(key), en.t(key), key)
    }
  })

  test('[spec 9] an unknown or missing code falls back to payments.errors.default', ({
    assert,
  }) => {
    assert.equal(paymentErrorKey('some_new_omise_code'), 'payments.errors.default')
    assert.equal(paymentErrorKey(null), 'payments.errors.default')
    assert.equal(paymentErrorKey(undefined), 'payments.errors.default')
    assert.notEqual(
      i18nManager.locale('th').t('payments.errors.default'),
      'payments.errors.default'
    )
  })

  test('[spec 2.7] Omise error objects map to the typed errors', ({ assert }) => {
    const card = (code: string, aboutCard = true) =>
      mapOmiseError(recorded[code].status, recorded[code].body, { aboutCard })
    for (const code of [
      'invalid_card',
      'invalid_expiration_date',
      'used_token',
      'failed_capture',
    ]) {
      assert.instanceOf(card(code), CardRejectedError, code)
    }
    assert.instanceOf(card('not_found', true), CardRejectedError)
    assert.instanceOf(card('not_found', false), GatewayError)
    assert.include(card('authentication_failure') as GatewayError, { retryable: false })
    assert.include(card('rate_limit_exceeded') as GatewayError, { retryable: true })
    assert.include(card('internal_error') as GatewayError, { retryable: true })
    assert.include(card('bad_request') as GatewayError, { retryable: false })
  })
})
