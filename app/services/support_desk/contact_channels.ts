import settings from '#services/platform/settings_store'

/**
 * How visitors reach Lexpat (SPEC §1, §2.5, §2.6): support hours, the 24/7
 * emergency line and the chat channels. Staff change them in admin Settings
 * (key `contact_channels`); a missing or partial setting falls back to the
 * defaults below field by field. Read by the header top bar, the footer and
 * the contact, FAQ and support pages.
 */
export type ContactChannels = {
  /** Shown as written; `phoneHref` is the tel: form. */
  phone: string
  phoneHref: string
  emergencyPhone: string
  emergencyPhoneHref: string
  email: string
  emailHref: string
  /** LINE official account id, e.g. "@lexpat". */
  line: string
  lineUrl: string
  /** WhatsApp number as shown; the chat link is built from its digits. */
  whatsapp: string
  whatsappUrl: string
  /** Messenger handle, e.g. "m.me/lexpat". */
  messenger: string
  messengerUrl: string
  /** SPEC §9: 9 AM-5 PM Monday-Friday, Bangkok time. */
  supportHours: { days: string; open: string; close: string; timezone: string }
}

type StoredChannels = Partial<
  Pick<ContactChannels, 'phone' | 'emergencyPhone' | 'email' | 'line' | 'whatsapp' | 'messenger'>
> & { supportHours?: Partial<ContactChannels['supportHours']> }

export const CONTACT_CHANNELS_KEY = 'contact_channels'

export const DEFAULT_CONTACT_CHANNELS: Required<Omit<StoredChannels, 'supportHours'>> = {
  phone: '+66 2 026 5595',
  emergencyPhone: '+66 81 026 5595',
  email: 'support@lexpat.example',
  line: '@lexpat',
  whatsapp: '+66 81 026 5596',
  messenger: 'm.me/lexpat',
}

export const DEFAULT_SUPPORT_HOURS: ContactChannels['supportHours'] = {
  days: 'Monday-Friday',
  open: '09:00',
  close: '17:00',
  timezone: 'Asia/Bangkok',
}

const digits = (value: string) => value.replace(/[^\d+]/g, '')

function pick(stored: StoredChannels, key: keyof typeof DEFAULT_CONTACT_CHANNELS): string {
  const value = stored[key]
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : DEFAULT_CONTACT_CHANNELS[key]
}

/** The channels with their links, from a stored setting value (any shape). */
export function buildContactChannels(stored: unknown): ContactChannels {
  const value = (stored && typeof stored === 'object' ? stored : {}) as StoredChannels
  const phone = pick(value, 'phone')
  const emergencyPhone = pick(value, 'emergencyPhone')
  const email = pick(value, 'email')
  const line = pick(value, 'line')
  const whatsapp = pick(value, 'whatsapp')
  const messenger = pick(value, 'messenger')
  return {
    phone,
    phoneHref: `tel:${digits(phone)}`,
    emergencyPhone,
    emergencyPhoneHref: `tel:${digits(emergencyPhone)}`,
    email,
    emailHref: `mailto:${email}`,
    line,
    // LINE's public link to add an official account and chat with it.
    lineUrl: `https://line.me/R/ti/p/${encodeURIComponent(line)}`,
    whatsapp,
    whatsappUrl: `https://wa.me/${digits(whatsapp).replace('+', '')}`,
    messenger,
    messengerUrl: messenger.startsWith('http') ? messenger : `https://${messenger}`,
    // Admin Settings may store its own hours; a missing part keeps the default.
    supportHours: { ...DEFAULT_SUPPORT_HOURS, ...(value.supportHours ?? {}) },
  }
}

export async function contactChannels(): Promise<ContactChannels> {
  return buildContactChannels(await settings.get<unknown>(CONTACT_CHANNELS_KEY, null))
}
