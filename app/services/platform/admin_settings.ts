import db from '@adonisjs/lucid/services/db'
import { appName } from '#config/app'
import AuditLog from '#models/audit_log'
import Setting from '#models/setting'
import type User from '#models/user'
import settings, { SettingKeys } from '#services/platform/settings_store'
import { SITE_SETTING_DEFAULTS } from '#services/platform/site_settings'
import {
  CONTACT_CHANNELS_KEY,
  DEFAULT_CONTACT_CHANNELS,
  DEFAULT_SUPPORT_HOURS,
} from '#services/support_desk/contact_channels'
import { DEFAULT_SELLER, SellerSettingKeys } from '#services/documents/seller'
import { CaseworkSettings, extraPricing } from '#services/support_desk/casework/service_log'

/**
 * Admin Settings (SPEC §2.9, DESIGN §1): the form's flat fields ⇄ the
 * setting keys the rest of the app already reads (`contact_channels`,
 * `cart_currency_symbol`, `seller_*`, `language_picker_visible`) plus two
 * new ones: `site_name` and `dunning_retry_days`.
 */
export const SITE_NAME_KEY = 'site_name'
export const DUNNING_RETRY_DAYS_KEY = 'dunning_retry_days'
/** Days after a failed renewal on which the card is tried again (DESIGN §4: dunning is ours). */
export const DEFAULT_DUNNING_RETRY_DAYS = [1, 3, 5]

export type SiteSettingsForm = {
  site_name: string
  contact_phone: string
  contact_email: string
  contact_line: string
  contact_whatsapp: string
  contact_messenger: string
  emergency_phone: string
  support_days: string
  support_open: string
  support_close: string
  cart_currency_symbol: string
  seller_name: string
  seller_address: string
  seller_tax_id: string
  seller_branch: string
  dunning_retry_days: string
  language_picker_visible: boolean
  /** The firm's hourly rate in THB, extra services are billed at. */
  extra_service_hourly_rate: number
  /** The preferred-member discount on extra services, 10-25 % (SPEC §9). */
  member_discount_percent: number
}

const str = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback

/** The site's name: the setting, else APP_NAME. */
export async function siteName(): Promise<string> {
  return str(await settings.get<unknown>(SITE_NAME_KEY, null), appName)
}

/** The dunning schedule the renewal job reads (increasing whole days). */
export async function dunningRetryDays(): Promise<number[]> {
  const stored = await settings.get<unknown>(DUNNING_RETRY_DAYS_KEY, null)
  return Array.isArray(stored) && stored.every((day) => Number.isInteger(day) && day > 0)
    ? (stored as number[])
    : DEFAULT_DUNNING_RETRY_DAYS
}

/** Current values, as the form shows them. */
export async function readSiteSettings(): Promise<SiteSettingsForm> {
  const values = await settings.all()
  const channels = (values.get(CONTACT_CHANNELS_KEY) ?? {}) as Record<string, unknown>
  const hours = (channels.supportHours ?? {}) as Record<string, unknown>
  const seller = (key: keyof typeof DEFAULT_SELLER) => str(values.get(key), DEFAULT_SELLER[key])
  const days = await dunningRetryDays()
  const pricing = await extraPricing()
  return {
    site_name: str(values.get(SITE_NAME_KEY), appName),
    contact_phone: str(channels.phone, DEFAULT_CONTACT_CHANNELS.phone),
    contact_email: str(channels.email, DEFAULT_CONTACT_CHANNELS.email),
    contact_line: str(channels.line, DEFAULT_CONTACT_CHANNELS.line),
    contact_whatsapp: str(channels.whatsapp, DEFAULT_CONTACT_CHANNELS.whatsapp),
    contact_messenger: str(channels.messenger, DEFAULT_CONTACT_CHANNELS.messenger),
    emergency_phone: str(channels.emergencyPhone, DEFAULT_CONTACT_CHANNELS.emergencyPhone),
    support_days: str(hours.days, DEFAULT_SUPPORT_HOURS.days),
    support_open: str(hours.open, DEFAULT_SUPPORT_HOURS.open),
    support_close: str(hours.close, DEFAULT_SUPPORT_HOURS.close),
    cart_currency_symbol: str(
      values.get('cart_currency_symbol'),
      SITE_SETTING_DEFAULTS.cart_currency_symbol
    ),
    seller_name: seller(SellerSettingKeys.NAME),
    seller_address: seller(SellerSettingKeys.ADDRESS),
    seller_tax_id: seller(SellerSettingKeys.TAX_ID),
    seller_branch: seller(SellerSettingKeys.BRANCH),
    dunning_retry_days: days.join(','),
    language_picker_visible: values.get(SettingKeys.LANGUAGE_PICKER_VISIBLE) === true,
    extra_service_hourly_rate: pricing.hourlyRateSatang / 100,
    member_discount_percent: pricing.discountPercent,
  }
}

/** The setting rows a form value is stored as (key → JSON value). */
function toStored(form: SiteSettingsForm): Record<string, unknown> {
  return {
    [SITE_NAME_KEY]: form.site_name,
    [CONTACT_CHANNELS_KEY]: {
      phone: form.contact_phone,
      emergencyPhone: form.emergency_phone,
      email: form.contact_email,
      line: form.contact_line,
      whatsapp: form.contact_whatsapp,
      messenger: form.contact_messenger,
      supportHours: {
        days: form.support_days,
        open: form.support_open,
        close: form.support_close,
        timezone: DEFAULT_SUPPORT_HOURS.timezone,
      },
    },
    cart_currency_symbol: form.cart_currency_symbol,
    [SellerSettingKeys.NAME]: form.seller_name,
    [SellerSettingKeys.ADDRESS]: form.seller_address,
    [SellerSettingKeys.TAX_ID]: form.seller_tax_id,
    [SellerSettingKeys.BRANCH]: form.seller_branch,
    [DUNNING_RETRY_DAYS_KEY]: form.dunning_retry_days.split(',').map((day) => Number(day.trim())),
    [SettingKeys.LANGUAGE_PICKER_VISIBLE]: form.language_picker_visible,
    [CaseworkSettings.HOURLY_RATE_SATANG]: Math.round(form.extra_service_hourly_rate * 100),
    [CaseworkSettings.MEMBER_DISCOUNT_PERCENT]: form.member_discount_percent,
  }
}

/**
 * Saves what changed and records one audit entry with the before and after
 * of each changed field. Returns the names of the changed fields (none: no
 * write, no audit entry). `settings.set` bumps the content version, so cached
 * public pages are rendered again with the new values.
 */
export async function updateSiteSettings(
  form: SiteSettingsForm,
  { actor, ip }: { actor: User; ip: string | null }
): Promise<string[]> {
  const before = await readSiteSettings()
  const changed = (Object.keys(form) as Array<keyof SiteSettingsForm>).filter(
    (name) => form[name] !== before[name]
  )
  if (changed.length === 0) return []
  const stored = toStored(form)
  await settings.forget()
  const current = await settings.all()
  await db.transaction(async (trx) => {
    for (const [key, value] of Object.entries(stored)) {
      if (JSON.stringify(current.get(key)) === JSON.stringify(value)) continue
      await Setting.updateOrCreate({ key }, { value }, { client: trx })
    }
    await AuditLog.record('settings.updated', {
      actor,
      changes: {
        before: Object.fromEntries(changed.map((name) => [name, before[name]])),
        after: Object.fromEntries(changed.map((name) => [name, form[name]])),
      },
      ip,
      client: trx,
    })
  })
  // Drops every process's copy; cached public pages follow (content version).
  await settings.forget()
  return changed
}
