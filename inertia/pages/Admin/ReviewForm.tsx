import { CheckboxField, CustomField, TextField, useRouteForm } from '~/components/form'
import { StarRating } from '~/components/ui/star_rating'
import { FormSection } from '~/components/admin/content/content_kit'
import {
  ContentForm,
  LocaleFields,
  recordFormOptions,
} from '~/components/admin/content/content_form'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { review: { id: number } | null; form: Data.Review.Variants['toForm'] }

/** SPEC §2.9 Manage Reviews: a review of 1 to 5 stars (SPEC §5), published or hidden. */
export default function AdminReviewForm({ review, form: initial }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    review ? 'admin.reviews.update' : 'admin.reviews.store',
    initial,
    recordFormOptions(review)
  )
  const f = (name: string) => t(`admin_content.reviews.fields.${name}`)
  return (
    <ContentForm
      form={form}
      testId="review-form"
      title={t(`admin_content.reviews.${review ? 'edit' : 'new'}`)}
      back={{ route: 'admin.reviews', label: t('admin_content.reviews.title') }}
    >
      <FormSection title={t('admin_content.reviews.sections.review')}>
        <TextField form={form} name="name" label={f('name')} rule={{ maxLength: 160 }} required />
        <CustomField form={form} name="rating" label={f('rating')} group required>
          {(field) => (
            <StarRating value={Number(field.value)} onChange={field.set} name={field.name} />
          )}
        </CustomField>
        <CheckboxField form={form} name="is_published" label={f('publish_on_site')} />
      </FormSection>
      <LocaleFields
        form={form}
        label={f}
        fields={[
          {
            name: 'comment',
            kind: 'textarea',
            maxLength: 2000,
            required: true,
            thaiHint: t('admin_content.common.thai_fallback'),
          },
        ]}
      />
    </ContentForm>
  )
}
