import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { TextareaField, TextField, useRouteForm, useFields } from '~/components/form'
import { PhoneField, emptyPhoneFormData } from '~/components/form/phone_field'
import { ContactChannelsPanel } from '~/components/contact/contact_channels_panel'
import { SenderFields } from '~/components/contact/sender_fields'
import { FormCard } from '~/components/contact/form_card'
import type { ContactChannels } from '~/components/contact/types'
import { useTranslation } from '~/hooks/use_translation'

/** Contact us (SPEC §2.2): channels from settings and a message form. */
export default function ContactUs({ channels }: { channels: ContactChannels }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'resources.contact-us.store',
    { name: '', email: '', ...emptyPhoneFormData(), subject: '', message: '' },
    { preserveScroll: true, resetOnSuccess: true }
  )
  const field = useFields(form, 'forms.fields')

  return (
    <>
      <Seo title={t('forms.contact.title')} description={t('forms.contact.meta_description')} />
      <PageHero
        eyebrow={t('nav.contact_us')}
        title={t('forms.contact.heading')}
        intro={t('forms.contact.intro')}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[1fr_1.2fr]">
        <ContactChannelsPanel channels={channels} />
        <FormCard
          title={t('forms.contact.form_title')}
          intro={t('forms.contact.form_intro')}
          form={form}
          testId="contact-form"
          submitLabel={t('forms.contact.submit')}
        >
          <SenderFields form={form} />
          <PhoneField {...field('phone', 'phone_optional')} />
          <TextField {...field('subject')} required />
          <TextareaField {...field('message')} hint={t('forms.contact.message_hint')} required />
        </FormCard>
      </div>
    </>
  )
}
