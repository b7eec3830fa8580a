import vine from '@vinejs/vine'
import { CONSENT_VERSION } from '#services/accounts/consent'

/** POST /consent: the banner's choice; only the banner's current version is accepted. */
export const consentValidator = vine.create({
  version: vine.string().trim().in([CONSENT_VERSION]),
  analytics: vine.boolean(),
  marketing: vine.boolean(),
})
