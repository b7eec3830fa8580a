/*
 * The web process in production makes its transformers' debugging errors
 * without a stack (#support/transformer_call_sites).
 */
import app from '@adonisjs/core/services/app'
import { leaveOutTransformerCallSites } from '#support/transformer_call_sites'

if (app.inProduction) {
  leaveOutTransformerCallSites()
}
