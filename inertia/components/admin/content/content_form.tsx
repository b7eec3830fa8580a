import type { ComponentProps, ReactNode } from 'react'
import {
  Form,
  RichTextField,
  SubmitButton,
  TextareaField,
  TextField,
  type Bindable,
  type RouteFormOptions,
} from '~/components/form'
import { Link } from '~/components/link'
import { buttonClasses } from '~/components/ui/button'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'
import { useTranslation } from '~/hooks/use_translation'
import { ContentHeading, FormSection, type ContentHeadingProps } from './content_kit'

/**
 * What the content forms (SPEC §2.9) share: the page around the form, the
 * English and Thai columns, and the slug. Kept apart from the list kit so
 * the list pages do not load the rich-text editor.
 */

/** A content form posts to the record's update route when there is one, else to store. */
export function recordFormOptions<T>(record: { id: number } | null): RouteFormOptions<T> {
  return { params: record ? { id: record.id } : {}, preserveScroll: 'errors' }
}

/** A content form page: its heading, the form's sections, and save (and cancel) below. */
export function ContentForm(
  props: ContentHeadingProps & {
    form: ComponentProps<typeof Form>['form']
    testId: string
    saveLabel?: string
    /** Where cancel leads; without it there is no cancel button. */
    cancelHref?: string
    children: ReactNode
  }
) {
  const { t } = useTranslation()
  return (
    <>
      <ContentHeading title={props.title} intro={props.intro} back={props.back} />
      <Form form={props.form} className="max-w-5xl space-y-6" data-testid={props.testId}>
        {props.children}
        <div className="flex gap-3">
          <SubmitButton form={props.form}>
            {props.saveLabel ?? t('admin_content.common.save')}
          </SubmitButton>
          {props.cancelHref ? (
            <Link href={props.cancelHref} className={buttonClasses('secondary', 'md')}>
              {t('common.cancel')}
            </Link>
          ) : null}
        </div>
      </Form>
    </>
  )
}

/**
 * The languages content is written in. English is the text every reader
 * falls back to, so only its fields are required; `suffix` names a field's
 * Thai twin (`title` → `title_th`).
 */
export type ContentLocale = {
  code: 'en' | 'th'
  suffix: '' | '_th'
  lang?: 'th'
  required?: true
  title: string
}

export function useContentLocales(): ContentLocale[] {
  const { t } = useTranslation()
  return [
    { code: 'en', suffix: '', required: true, title: t('admin_content.common.english') },
    { code: 'th', suffix: '_th', lang: 'th', title: t('admin_content.common.thai') },
  ]
}

/** The same fields once per language, side by side on wide screens. */
export function LocaleSections({ children }: { children: (locale: ContentLocale) => ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {useContentLocales().map((locale) => (
        <FormSection key={locale.code} title={locale.title}>
          {children(locale)}
        </FormSection>
      ))}
    </div>
  )
}

/** A field written in both languages, named by its English name. */
export type LocaleField<Name extends string> = {
  name: Name
  kind: 'text' | 'textarea' | 'rich'
  maxLength?: number
  /** Checked in English only: the Thai twin may stay empty. */
  minLength?: number
  rows?: number
  /** Required in English (Thai falls back to it). */
  required?: boolean
  /** Shown under the Thai field. */
  thaiHint?: string
}

/** The bilingual fields of a content form, declared once and shown per language. */
export function LocaleFields<T>(props: {
  form: Bindable<T>
  label: (name: string) => string
  fields: LocaleField<keyof T & string>[]
}) {
  return (
    <LocaleSections>
      {(locale) =>
        props.fields.map((field) => {
          const name = `${field.name}${locale.suffix}`
          const common = {
            form: props.form as Bindable<Record<string, string>>,
            name,
            label: props.label(name),
            required: field.required && locale.required,
            hint: locale.lang ? field.thaiHint : undefined,
          }
          if (field.kind === 'rich')
            return (
              <RichTextField
                key={name}
                {...common}
                editor={(bound) => <RichTextEditor field={bound} />}
              />
            )
          const limits = {
            lang: locale.lang,
            rule: {
              maxLength: field.maxLength,
              ...(locale.required && field.minLength ? { minLength: field.minLength } : {}),
            },
            ...(field.rows ? { rows: field.rows } : {}),
          }
          return field.kind === 'textarea' ? (
            <TextareaField key={name} {...common} {...limits} />
          ) : (
            <TextField key={name} {...common} {...limits} />
          )
        })
      }
    </LocaleSections>
  )
}

/** The public address of a content record: lower-case words joined by hyphens. */
export function SlugField({ form }: { form: Bindable<{ slug: string }> }) {
  const { t } = useTranslation()
  return (
    <TextField
      form={form}
      name="slug"
      label={t('admin_content.common.slug')}
      hint={t('admin_content.common.slug_hint')}
      rule={{ maxLength: 120, pattern: '[a-z0-9]+(-[a-z0-9]+)*' }}
    />
  )
}
