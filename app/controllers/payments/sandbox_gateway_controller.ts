import type { HttpContext } from '@adonisjs/core/http'
import string from '@adonisjs/core/helpers/string'
import { paymentGateway } from '#services/billing/payments/gateway'
import { SandboxGateway } from '#services/billing/payments/sandbox_gateway'
import { CardRejectedError, GatewayError } from '#services/billing/payments/payment_gateway'
import { processGatewayEvent } from '#services/billing/payments/gateway_events'

/**
 * The sandbox's stand-in for Omise.js: the same global `Omise` with
 * `setPublicKey` and `createToken(type, data, callback)`; the callback gets
 * (statusCode, response) in Omise's shapes. Tokens come from POST
 * /sandbox/tokens, the sandbox's vault.
 */
const SANDBOX_OMISE_JS = `(function () {
  'use strict';
  var publicKey = null;
  function send(body, callback) {
    fetch('/sandbox/tokens', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (json) { callback(response.status, json); });
    }, function () {
      callback(0, { object: 'error', code: 'network_error', message: 'the vault could not be reached' });
    });
  }
  window.Omise = {
    setPublicKey: function (key) { publicKey = key; },
    createToken: function (type, data, callback) {
      if (!publicKey) {
        callback(401, { object: 'error', code: 'authentication_failure', message: 'public key is missing' });
        return;
      }
      if (type === 'card') { send({ card: data }, callback); return; }
      if (type === 'tokenization') { send({ tokenization: data }, callback); return; }
      callback(400, { object: 'error', code: 'bad_request', message: 'unknown token type' });
    }
  };
})();
`

function sandbox(): SandboxGateway | null {
  const gateway = paymentGateway()
  return gateway instanceof SandboxGateway ? gateway : null
}

/** Sandbox-only routes (registered only with the sandbox gateway outside production). */
export default class SandboxGatewayController {
  async script({ response }: HttpContext) {
    response.header('Content-Type', 'application/javascript; charset=utf-8')
    response.header('Cache-Control', 'no-cache')
    return SANDBOX_OMISE_JS
  }

  /**
   * The sandbox vault. `{card: {name, number, expiration_month,
   * expiration_year, security_code}}` or `{tokenization: {method:
   * 'googlepay', data}}` (the simulated Google Pay sheet puts the chosen
   * test card number in `data`). Answers an Omise token or an Omise error.
   */
  async tokens({ request, response }: HttpContext) {
    const gateway = sandbox()
    if (!gateway)
      return response.notFound({ object: 'error', code: 'not_found', message: 'not found' })
    const body = request.body() as Record<string, unknown>
    let card: Record<string, unknown> | null = null
    if (body.card && typeof body.card === 'object') {
      card = body.card as Record<string, unknown>
    } else if (body.tokenization && typeof body.tokenization === 'object') {
      const tokenization = body.tokenization as Record<string, unknown>
      let data: Record<string, unknown> | null = null
      try {
        data =
          typeof tokenization.data === 'string'
            ? (JSON.parse(tokenization.data) as Record<string, unknown>)
            : null
      } catch {
        data = null
      }
      if (tokenization.method !== 'googlepay' || !data || typeof data !== 'object') {
        return response.badRequest({
          object: 'error',
          code: 'invalid_tokenization',
          message: 'tokenization data is invalid',
        })
      }
      card = { ...data, security_code: '000', name: data.name ?? 'Google Pay' }
    }
    if (!card) {
      return response.badRequest({
        object: 'error',
        code: 'bad_request',
        message: 'card is missing',
      })
    }
    try {
      const token = await gateway.createToken({
        name: String(card.name ?? ''),
        number: String(card.number ?? ''),
        expirationMonth: Number(card.expiration_month),
        expirationYear: Number(card.expiration_year),
        securityCode: String(card.security_code ?? ''),
      })
      return response.ok(token)
    } catch (error) {
      if (error instanceof CardRejectedError || error instanceof GatewayError) {
        return response.badRequest({ object: 'error', code: error.code, message: error.message })
      }
      throw error
    }
  }

  /** The sandbox's 3-D Secure page: Pass or Fail, then back to the return URI. */
  async authorizePage({ params, response, request }: HttpContext) {
    const gateway = sandbox()
    if (!gateway || !/^chrg_test_[0-9a-z]+$/.test(String(params.chargeId))) {
      return response.notFound('Not found')
    }
    const charge = await gateway.retrieveCharge(params.chargeId).catch(() => null)
    if (!charge) return response.notFound('Not found')
    const action = `/sandbox/authorize/${charge.id}`
    const csrf = string.escapeHTML(request.csrfToken ?? '')
    const amount = (charge.amountSatang / 100).toFixed(2)
    response.header('Content-Type', 'text/html; charset=utf-8')
    return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox 3-D Secure</title></head>
<body style="font-family:Arial,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a">
<h1 style="font-size:1.4rem">Sandbox 3-D Secure</h1>
<p>Test bank page (sandbox only). Charge <code>${string.escapeHTML(charge.id)}</code>: THB ${amount}.</p>
<p>Status: <strong data-status>${string.escapeHTML(charge.status)}</strong></p>
<form method="post" action="${action}" style="display:flex;gap:1rem;margin-top:2rem">
<input type="hidden" name="_csrf" value="${csrf}">
<button type="submit" name="result" value="pass" style="padding:.75rem 1.5rem;background:#15803d;color:#fff;border:0;border-radius:.375rem;font-size:1rem">Pass</button>
<button type="submit" name="result" value="fail" style="padding:.75rem 1.5rem;background:#b91c1c;color:#fff;border:0;border-radius:.375rem;font-size:1rem">Fail</button>
</form></body></html>`
  }

  async authorize({ params, request, response }: HttpContext) {
    const gateway = sandbox()
    if (!gateway || !/^chrg_test_[0-9a-z]+$/.test(String(params.chargeId))) {
      return response.notFound('Not found')
    }
    const returnUri = await gateway.returnUriOf(params.chargeId)
    if (returnUri === null) return response.notFound('Not found')
    await gateway.authorize(params.chargeId, request.input('result') === 'pass')
    return response.redirect(returnUri)
  }

  /**
   * The simulated bank (sandbox only): pays a PromptPay QR (`paid`) or lets
   * it expire (`expired`), then delivers the `charge.complete` event through
   * the same code as Omise's webhook. A QR already paid or expired stays so.
   */
  async promptPay({ params, response }: HttpContext) {
    const gateway = sandbox()
    if (!gateway || !/^chrg_test_[0-9a-z]+$/.test(String(params.chargeId))) {
      return response.notFound({ error: 'not found' })
    }
    const charge = await gateway.retrieveCharge(params.chargeId).catch(() => null)
    if (!charge?.promptPay) return response.notFound({ error: 'not found' })
    const outcome = params.outcome === 'paid' ? 'paid' : 'expired'
    const eventId = await gateway.simulatePromptPay(params.chargeId, outcome)
    if (eventId) await processGatewayEvent(eventId)
    return response.redirect().back()
  }
}
