import {
  CheckboxField,
  CheckboxGroupField,
  CustomField,
  FileField,
  Form,
  RadioGroupField,
  RichTextField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { controlClasses } from '~/components/form/field_shell'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Option = { value: string; label: string }
type Props = {
  post: { id: number; slug: string; status: string } | null
  form: Data.BlogPost.Variants['toForm']
  cover: string | null
  categories: Option[]
  tags: Option[]
}

/** SPEC §2.9 Blogs: write a post in English and Thai, its SEO texts, cover and publication. */
export default function AdminBlogForm({ post, form: initial, cover, categories, tags }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    post ? 'admin.blogs.update' : 'admin.blogs.store',
    { ...initial, cover: null as File | null, remove_cover: false },
    post ? { params: { id: post.id }, preserveScroll: 'errors' } : { preserveScroll: 'errors' }
  )
  const f = (name: string) => t(`admin_content.blogs.fields.${name}`)
  const title = post ? t('admin_content.blogs.edit') : t('admin_content.blogs.new')

  return (
    <>
      <ContentHeading
        title={title}
        back={{ route: 'admin.blogs', label: t('admin_content.blogs.title') }}
      />
      <Form form={form} className="max-w-5xl space-y-6" data-testid="blog-form">
        <div className="grid gap-6 lg:grid-cols-2">
          <FormSection title={t('admin_content.common.english')}>
            <TextField
              form={form}
              name="title"
              label={f('title')}
              rule={{ maxLength: 200 }}
              required
            />
            <TextareaField
              form={form}
              name="excerpt"
              label={f('excerpt')}
              rows={3}
              rule={{ maxLength: 500 }}
            />
            <RichTextField
              form={form}
              name="body"
              label={f('body')}
              required
              editor={(field) => <RichTextEditor field={field} />}
            />
          </FormSection>
          <FormSection title={t('admin_content.common.thai')}>
            <TextField
              form={form}
              name="title_th"
              label={f('title_th')}
              rule={{ maxLength: 200 }}
              lang="th"
            />
            <TextareaField
              form={form}
              name="excerpt_th"
              label={f('excerpt_th')}
              rows={3}
              rule={{ maxLength: 500 }}
              lang="th"
            />
            <RichTextField
              form={form}
              name="body_th"
              label={f('body_th')}
              editor={(field) => <RichTextEditor field={field} />}
            />
          </FormSection>
        </div>

        <FormSection title={t('admin_content.blogs.sections.seo')}>
          <TextField
            form={form}
            name="slug"
            label={t('admin_content.common.slug')}
            hint={t('admin_content.common.slug_hint')}
            rule={{ maxLength: 120, pattern: '[a-z0-9]+(-[a-z0-9]+)*' }}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <TextField
              form={form}
              name="seo_title"
              label={f('seo_title')}
              rule={{ maxLength: 70 }}
            />
            <TextField
              form={form}
              name="seo_title_th"
              label={f('seo_title_th')}
              rule={{ maxLength: 70 }}
              lang="th"
            />
            <TextareaField
              form={form}
              name="seo_description"
              label={f('seo_description')}
              rows={3}
              rule={{ maxLength: 320 }}
            />
            <TextareaField
              form={form}
              name="seo_description_th"
              label={f('seo_description_th')}
              rows={3}
              rule={{ maxLength: 320 }}
              lang="th"
            />
          </div>
        </FormSection>

        <FormSection title={t('admin_content.blogs.sections.classification')}>
          <SelectField
            form={form}
            name="category_id"
            label={f('category')}
            placeholder={t('admin_content.blogs.no_category')}
            options={[{ value: '', label: t('admin_content.blogs.no_category') }, ...categories]}
          />
          {tags.length > 0 ? (
            <CheckboxGroupField
              form={form}
              name="tag_ids"
              label={f('tags')}
              options={tags}
              listClassName="flex flex-wrap gap-x-6 gap-y-2"
            />
          ) : null}
          {cover ? (
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-800">{f('current_cover')}</p>
              <img src={cover} alt="" className="max-h-40 rounded border border-slate-200" />
              <CheckboxField form={form} name="remove_cover" label={f('remove_cover')} />
            </div>
          ) : null}
          <FileField
            form={form}
            name="cover"
            label={f('cover')}
            hint={t('admin_content.common.image_hint')}
            accept="image/png,image/jpeg,image/gif,image/webp"
          />
        </FormSection>

        <FormSection title={t('admin_content.blogs.sections.publishing')}>
          <RadioGroupField
            form={form}
            name="publish"
            label={f('publish')}
            options={(['draft', 'now', 'schedule'] as const).map((value) => ({
              value,
              label: t(`admin_content.blogs.publish_options.${value}`),
            }))}
          />
          {form.data.publish === 'schedule' ? (
            <CustomField
              form={form}
              name="publish_at"
              label={f('publish_at')}
              hint={t('admin_content.blogs.publish_at_hint')}
              required
            >
              {(field) => (
                <input
                  id={field.id}
                  name={field.name}
                  type="datetime-local"
                  value={String(field.value ?? '')}
                  onChange={(event) => field.set(event.target.value)}
                  className={controlClasses(Boolean(field.error), 'max-w-xs')}
                  {...field.aria}
                />
              )}
            </CustomField>
          ) : null}
        </FormSection>

        <div className="flex gap-3">
          <SubmitButton form={form}>{t('admin_content.common.save')}</SubmitButton>
        </div>
      </Form>
    </>
  )
}
