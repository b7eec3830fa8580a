/**
 * The online legal forms (SPEC §1 "online legal forms"):
 * the kinds of field a form asks for and the categories of the library,
 * shared by the model, validators, seeds and both screens.
 */

import { vocabulary, valuesOf, type ValueOf } from '#enums/vocabulary'

export const LegalFormFieldType = vocabulary([
  'text',
  'date',
  'number',
  'choice',
  'address',
  'signature',
])
export type LegalFormFieldType = ValueOf<typeof LegalFormFieldType>
export const LEGAL_FORM_FIELD_TYPES = valuesOf(LegalFormFieldType)

export const LegalFormCategory = vocabulary([
  'personal',
  'family',
  'property',
  'money',
  'employment',
  'consumer',
  'business',
])
export type LegalFormCategory = ValueOf<typeof LegalFormCategory>
export const LEGAL_FORM_CATEGORIES = valuesOf(LegalFormCategory)

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
