import vine from '@vinejs/vine'

export const LOCALES = ['en', 'th'] as const

export const languageValidator = vine.create({
  language: vine.enum(LOCALES),
})
