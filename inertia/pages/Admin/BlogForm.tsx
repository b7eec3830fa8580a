import {
  CheckboxField,
  CheckboxGroupField,
  CustomField,
  FileField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { controlClasses } from '~/components/form/field_shell'
import { FormSection } from '~/components/admin/content/content_kit'
import {
  ContentForm,
  LocaleFields,
  recordFormOptions,
  SlugField,
  useContentLocales,
} from '~/components/admin/content/content_form'
import { useWordOptions } from '~/components/admin/word_options'
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
  const words = useWordOptions()
  const form = useRouteForm(
    post ? 'admin.blogs.update' : 'admin.blogs.store',
    { ...initial, cover: null as File | null, remove_cover: false },
    recordFormOptions(post)
  )
  const f = (name: string) => t(`admin_content.blogs.fields.${name}`)
  const locales = useContentLocales()
  const title = post ? t('admin_content.blogs.edit') : t('admin_content.blogs.new')

  return (
    <ContentForm
      form={form}
      testId="blog-form"
      title={title}
      back={{ route: 'admin.blogs', label: t('admin_content.blogs.title') }}
    >
      <LocaleFields
        form={form}
        label={f}
        fields={[
          { name: 'title', kind: 'text', maxLength: 200, required: true },
          { name: 'excerpt', kind: 'textarea', maxLength: 500, rows: 3 },
          { name: 'body', kind: 'rich', required: true },
        ]}
      />

      <FormSection title={t('admin_content.blogs.sections.seo')}>
        <SlugField form={form} />
        <div className="grid gap-4 lg:grid-cols-2">
          {locales.map(({ code, suffix, lang }) => (
            <TextField
              key={code}
              form={form}
              name={`seo_title${suffix}`}
              label={f(`seo_title${suffix}`)}
              rule={{ maxLength: 70 }}
              lang={lang}
            />
          ))}
          {locales.map(({ code, suffix, lang }) => (
            <TextareaField
              key={code}
              form={form}
              name={`seo_description${suffix}`}
              label={f(`seo_description${suffix}`)}
              rows={3}
              rule={{ maxLength: 320 }}
              lang={lang}
            />
          ))}
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
          options={words(['draft', 'now', 'schedule'], 'admin_content.blogs.publish_options')}
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
    </ContentForm>
  )
}
