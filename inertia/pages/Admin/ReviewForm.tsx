import {
  CheckboxField,
  CustomField,
  Form,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { StarRating } from '~/components/ui/star_rating'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Props = { review: { id: number } | null; form: Data.Review.Variants['toForm'] }

/** SPEC §2.9 Manage Reviews: a review of 1 to 5 stars (SPEC §5), published or hidden. */
export default function AdminReviewForm({ review, form: initial }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    review ? 'admin.reviews.update' : 'admin.reviews.store',
    initial,
    review ? { params: { id: review.id } } : {}
  )
  const f = (name: string) => t(`admin_content.reviews.fields.${name}`)
  return (
    <>
      <ContentHeading
        title={t(`admin_content.reviews.${review ? 'edit' : 'new'}`)}
        back={{ route: 'admin.reviews', label: t('admin_content.reviews.title') }}
      />
      <Form form={form} className="max-w-5xl space-y-6" data-testid="review-form">
        <FormSection title={t('admin_content.reviews.sections.review')}>
          <TextField form={form} name="name" label={f('name')} rule={{ maxLength: 160 }} required />
          <CustomField form={form} name="rating" label={f('rating')} group required>
            {(field) => (
              <StarRating value={Number(field.value)} onChange={field.set} name={field.name} />
            )}
          </CustomField>
          <CheckboxField form={form} name="is_published" label={f('publish_on_site')} />
        </FormSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <FormSection title={t('admin_content.common.english')}>
            <TextareaField
              form={form}
              name="comment"
              label={f('comment')}
              rule={{ maxLength: 2000 }}
              required
            />
          </FormSection>
          <FormSection title={t('admin_content.common.thai')}>
            <TextareaField
              form={form}
              name="comment_th"
              label={f('comment_th')}
              hint={t('admin_content.common.thai_fallback')}
              rule={{ maxLength: 2000 }}
              lang="th"
            />
          </FormSection>
        </div>
        <SubmitButton form={form}>{t('admin_content.common.save')}</SubmitButton>
      </Form>
    </>
  )
}
