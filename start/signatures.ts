/*
 * The app's message verifier (signed cookies, signed URLs) remembers the
 * signatures it checked and made (#support/verified_signatures).
 */
import encryption from '@adonisjs/core/services/encryption'
import { rememberSignatures } from '#support/verified_signatures'

rememberSignatures(encryption.getMessageVerifier())
