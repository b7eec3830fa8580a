import { Seo } from '~/components/seo'
import {
  CheckboxField,
  EmailField,
  Form,
  NumberField,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { SettingsSection } from '~/components/admin/settings/settings_section'
import { HolidaysSection, type HolidaysProps } from '~/components/admin/settings/holidays_section'
import { PromisesSection, type PromisesProps } from '~/components/admin/settings/promises_section'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

/** SPEC §2.9 Settings: validated on the server, audited, applied to cached pages at once. */
export default function AdminSettings({
  settings,
  holidays,
  promises,
}: {
  settings: Data.SiteSettings
  holidays: HolidaysProps
  promises: PromisesProps
}) {
  const { t } = useTranslation()
  const form = useRouteForm('admin.settings.update', settings, { preserveScroll: 'errors' })
  const label = (name: keyof Data.SiteSettings) => t(`admin_settings.fields.${name}`)
  type TextName = Exclude<
    keyof Data.SiteSettings,
    'language_picker_visible' | 'extra_service_hourly_rate' | 'member_discount_percent'
  >
  const text = (name: TextName, max: number) => (
    <TextField form={form} name={name} label={label(name)} rule={{ maxLength: max }} required />
  )
  return (
    <>
      <Seo title={t('admin_settings.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('admin_settings.title')}</h1>
      <p className="mt-1 mb-6 text-slate-600">{t('admin_settings.intro')}</p>
      <Form form={form} className="max-w-4xl space-y-6" data-testid="settings-form">
        <SettingsSection title={t('admin_settings.sections.site')}>
          {text('site_name', 80)}
          <TextField
            form={form}
            name="cart_currency_symbol"
            label={label('cart_currency_symbol')}
            hint={t('admin_settings.hints.cart_currency_symbol')}
            rule={{ maxLength: 4 }}
            required
          />
          <CheckboxField
            form={form}
            name="language_picker_visible"
            label={label('language_picker_visible')}
            className="md:col-span-2"
          />
        </SettingsSection>
        <SettingsSection title={t('admin_settings.sections.contact')}>
          {text('contact_phone', 40)}
          {text('emergency_phone', 40)}
          <EmailField
            form={form}
            name="contact_email"
            label={label('contact_email')}
            rule={{ maxLength: 254 }}
            required
          />
          {text('contact_line', 60)}
          {text('contact_whatsapp', 40)}
          {text('contact_messenger', 120)}
        </SettingsSection>
        <SettingsSection title={t('admin_settings.sections.hours')}>
          {text('support_days', 60)}
          <div className="grid grid-cols-2 gap-4">
            <TextField
              form={form}
              name="support_open"
              label={label('support_open')}
              rule={{ maxLength: 5 }}
              inputMode="numeric"
              placeholder="09:00"
              required
            />
            <TextField
              form={form}
              name="support_close"
              label={label('support_close')}
              rule={{ maxLength: 5 }}
              inputMode="numeric"
              placeholder="17:00"
              required
            />
          </div>
        </SettingsSection>
        <SettingsSection title={t('admin_settings.sections.seller')}>
          {text('seller_name', 200)}
          <TextField
            form={form}
            name="seller_tax_id"
            label={label('seller_tax_id')}
            rule={{ maxLength: 13 }}
            inputMode="numeric"
            required
          />
          <TextareaField
            form={form}
            name="seller_address"
            label={label('seller_address')}
            rows={3}
            rule={{ maxLength: 500 }}
            className="md:col-span-2"
            required
          />
          <TextField
            form={form}
            name="seller_branch"
            label={label('seller_branch')}
            hint={t('admin_settings.hints.seller_branch')}
            rule={{ maxLength: 5 }}
            inputMode="numeric"
            required
          />
        </SettingsSection>
        <SettingsSection title={t('admin_settings.sections.billing')}>
          <TextField
            form={form}
            name="dunning_retry_days"
            label={label('dunning_retry_days')}
            hint={t('admin_settings.hints.dunning_retry_days')}
            rule={{ maxLength: 40 }}
            required
          />
        </SettingsSection>
        <SettingsSection title={t('admin_settings.sections.casework')}>
          <NumberField
            form={form}
            name="extra_service_hourly_rate"
            label={label('extra_service_hourly_rate')}
            hint={t('admin_settings.hints.extra_service_hourly_rate')}
            min={1}
            max={1000000}
            step="0.01"
            required
          />
          <NumberField
            form={form}
            name="member_discount_percent"
            label={label('member_discount_percent')}
            hint={t('admin_settings.hints.member_discount_percent')}
            min={10}
            max={25}
            step={1}
            required
          />
        </SettingsSection>
        <SubmitButton form={form}>{t('admin_settings.save')}</SubmitButton>
      </Form>
      <HolidaysSection holidays={holidays} />
      <PromisesSection promises={promises} />
    </>
  )
}
