/**
 * The online legal forms (SPEC §1 "online legal forms"):
 * the kinds of field a form asks for and the categories of the library,
 * shared by the model, validators, seeds and both screens.
 */
export const LegalFormFieldType = {
  TEXT: 'text',
  DATE: 'date',
  NUMBER: 'number',
  CHOICE: 'choice',
  ADDRESS: 'address',
  SIGNATURE: 'signature',
} as const
export type LegalFormFieldType = (typeof LegalFormFieldType)[keyof typeof LegalFormFieldType]
export const LEGAL_FORM_FIELD_TYPES = Object.values(LegalFormFieldType)

export const LegalFormCategory = {
  PERSONAL: 'personal',
  FAMILY: 'family',
  PROPERTY: 'property',
  MONEY: 'money',
  EMPLOYMENT: 'employment',
  CONSUMER: 'consumer',
  BUSINESS: 'business',
} as const
export type LegalFormCategory = (typeof LegalFormCategory)[keyof typeof LegalFormCategory]
export const LEGAL_FORM_CATEGORIES = Object.values(LegalFormCategory)

/** One choice of a `choice` field: a stable value and its label in both languages. */
export type LegalFormOption = { value: string; label_en: string; label_th: string }

/** One field of a form, as stored in `legal_forms.fields`. */
export type LegalFormField = {
  key: string
  label_en: string
  label_th: string
  type: LegalFormFieldType
  required: boolean
  options?: LegalFormOption[]
}

/** Limits shared by the validators and the form kit's hints. */
export const LEGAL_FORM_LIMITS = {
  title: 200,
  description: 1000,
  body: 20_000,
  fields: 40,
  key: 40,
  label: 120,
  options: 20,
  optionsText: 2000,
  text: 300,
  address: 600,
  draftValue: 1000,
} as const

/** A field key: a lower-case letter, then letters, digits and underscores. */
export const FIELD_KEY_PATTERN = '^[a-z][a-z0-9_]*$'
