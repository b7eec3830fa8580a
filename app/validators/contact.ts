import vine from '@vinejs/vine'
import { email } from '#validators/session'

/** Shared rules of the public forms (contact, tickets, requests, leads). */
export const personName = () => vine.string().trim().minLength(2).maxLength(160)
/** Digits, spaces, dashes, brackets and a leading +: how people type Thai and foreign numbers. */
export const phoneNumber = () =>
  vine
    .string()
    .trim()
    .minLength(6)
    .maxLength(40)
    .regex(/^\+?[\d\s\-().]+$/)
export const longText = (max = 5000) => vine.string().trim().minLength(10).maxLength(max)

export const MESSAGE_MAX = 5000

/** The contact form (SPEC §2.2 contact us). */
export const contactMessageValidator = vine.create({
  name: personName(),
  email: email(),
  phone: phoneNumber().optional(),
  subject: vine.string().trim().minLength(3).maxLength(200),
  message: longText(MESSAGE_MAX),
})
