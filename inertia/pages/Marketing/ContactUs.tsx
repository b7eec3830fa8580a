import { useForm } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { InputField, TextareaField } from '~/components/ui/field'
import { ContactChannelsPanel } from '~/components/forms_pages/contact_channels_panel'
import { FormCard } from '~/components/forms_pages/form_card'
import type { ContactChannels } from '~/components/forms_pages/types'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

/** Contact us (SPEC §2.2): channels from settings and a message form. */
export default function ContactUs({ channels }: { channels: ContactChannels }) {
  const { t } = useTranslation()
  const form = useForm({ name: '', email: '', phone: '', subject: '', message: '' })
  const action = urlFor('resources.contact-us.store')

  return (
    <>
      <Seo title={t('forms.contact.title')} description={t('forms.contact.meta_description')} />
      <PageHero eyebrow={t('nav.contact_us')} title={t('forms.contact.heading')} intro={t('forms.contact.intro')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_1.2fr]">
        <ContactChannelsPanel channels={channels} />
        <FormCard
          title={t('forms.contact.form_title')}
          intro={t('forms.contact.form_intro')}
          action={action}
          testId="contact-form"
          submitLabel={t('forms.contact.submit')}
          processing={form.processing}
          onSubmit={() => form.post(action, { preserveScroll: true, onSuccess: () => form.reset() })}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              label={t('forms.fields.name')}
              name="name"
              autoComplete="name"
              required
              maxLength={160}
              value={form.data.name}
              onChange={(event) => form.setData('name', event.target.value)}
              error={form.errors.name}
            />
            <InputField
              label={t('forms.fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={form.data.email}
              onChange={(event) => form.setData('email', event.target.value)}
              error={form.errors.email}
            />
          </div>
          <InputField
            label={t('forms.fields.phone_optional')}
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            maxLength={40}
            value={form.data.phone}
            onChange={(event) => form.setData('phone', event.target.value)}
            error={form.errors.phone}
          />
          <InputField
            label={t('forms.fields.subject')}
            name="subject"
            required
            maxLength={200}
            value={form.data.subject}
            onChange={(event) => form.setData('subject', event.target.value)}
            error={form.errors.subject}
          />
          <TextareaField
            label={t('forms.fields.message')}
            name="message"
            required
            minLength={10}
            maxLength={5000}
            value={form.data.message}
            onChange={(event) => form.setData('message', event.target.value)}
            error={form.errors.message}
            hint={t('forms.contact.message_hint')}
          />
        </FormCard>
      </div>
    </>
  )
}
