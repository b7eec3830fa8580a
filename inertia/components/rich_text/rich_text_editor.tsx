/**
 * The one rich-text editor, on TipTap v3.
 *
 * Usage inside the form kit (the kit draws label, hint and error):
 *
 *   <RichTextField
 *     form={form}
 *     name="body_en"
 *     label={t('admin_content.blogs.body_en')}
 *     editor={(field) => <RichTextEditor field={field} />}
 *   />
 *
 * Props (stable):
 * - `field`: the bound field the kit hands over (value = HTML, set, id, name, aria);
 * - `images` (default true): shows the image button; images are uploaded to
 *   `POST /admin/blogs/images` (route `admin.blogs.images.store`, the
 *   public-content Drive disk; type and size checked there) and inserted by URL;
 * - `placeholder`: text shown while empty;
 * - `minHeight`: CSS min-height of the writing area (default 12rem).
 *
 * The HTML it produces is only a proposal: the server sanitizes it with
 * app/support/rich_text.ts (`sanitizeRichText`) when saving and again when
 * rendering. SSR-safe: the editor is created in the browser only
 * (`immediatelyRender: false`); before that (and without JavaScript) a plain
 * textarea holds the HTML under the same name.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import type { Bound } from '~/components/form/binding'
import { controlClasses } from '~/components/form/field_shell'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { ensureCsrfToken, xsrfToken } from '~/lib/csrf'

export type RichTextEditorProps = {
  field: Bound<string>
  images?: boolean
  placeholder?: string
  minHeight?: string
}

/** Where images are uploaded (start/routes/admin_content.ts). */
export const RICH_TEXT_IMAGE_UPLOAD_URL = '/admin/blogs/images'
/** The types and size the server accepts (app/validators/admin_content.ts). */
export const RICH_TEXT_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp'

/** An empty document is the empty string, not `<p></p>`. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML()
}

async function uploadImage(file: File): Promise<{ url?: string; error?: string }> {
  await ensureCsrfToken()
  const token = xsrfToken()
  const body = new FormData()
  body.append('image', file)
  try {
    const response = await fetch(RICH_TEXT_IMAGE_UPLOAD_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Accept': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { 'X-XSRF-TOKEN': token } : {}),
      },
      body,
    })
    const data = (await response.json().catch(() => null)) as {
      url?: string
      message?: string
      errors?: { message: string }[]
    } | null
    if (response.ok && data?.url) return { url: data.url }
    // A refusal answers `{ code, message }`; a validation error lists `errors`.
    return { error: data?.errors?.[0]?.message ?? data?.message }
  } catch {
    return {}
  }
}

/** Toolbar icons drawn inline: an emoji glyph shows as an empty box where no emoji font is installed. */
function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}
const LINK_ICON =
  'M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5'
const IMAGE_ICON = 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01'

function ToolButton(props: {
  label: string
  active?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.active === undefined ? undefined : props.active}
      disabled={props.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm text-slate-700',
        'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-gold-600 disabled:opacity-40',
        props.active && 'bg-slate-200 text-slate-900'
      )}
    >
      {props.children}
    </button>
  )
}

function Toolbar({
  editor,
  images,
  onImage,
}: {
  editor: Editor
  images: boolean
  onImage: () => void
}) {
  const { t } = useTranslation()
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('')
  const chain = () => editor.chain().focus()

  const applyLink = () => {
    const url = href.trim()
    if (!url) chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: url }).run()
    setLinking(false)
  }

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div
        role="toolbar"
        aria-label={t('rich_text.toolbar')}
        className="flex flex-wrap gap-0.5 p-1"
      >
        <ToolButton
          label={t('rich_text.bold')}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label={t('rich_text.italic')}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label={t('rich_text.underline')}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <span className="underline">U</span>
        </ToolButton>
        <ToolButton
          label={t('rich_text.strike')}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        >
          <span className="line-through">S</span>
        </ToolButton>
        <ToolButton
          label={t('rich_text.heading2')}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label={t('rich_text.heading3')}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton
          label={t('rich_text.bullet_list')}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          •
        </ToolButton>
        <ToolButton
          label={t('rich_text.ordered_list')}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </ToolButton>
        <ToolButton
          label={t('rich_text.quote')}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “
        </ToolButton>
        <ToolButton
          label={t('rich_text.link')}
          active={state.link}
          onClick={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? '')
            setLinking((open) => !open)
          }}
        >
          <Icon d={LINK_ICON} />
        </ToolButton>
        {images ? (
          <ToolButton label={t('rich_text.image')} onClick={onImage}>
            <Icon d={IMAGE_ICON} />
          </ToolButton>
        ) : null}
        <ToolButton
          label={t('rich_text.undo')}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        >
          ↶
        </ToolButton>
        <ToolButton
          label={t('rich_text.redo')}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        >
          ↷
        </ToolButton>
      </div>
      {linking ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2">
          <label className="text-xs font-medium text-slate-700">
            {t('rich_text.link_url')}
            <input
              type="url"
              value={href}
              autoFocus
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  applyLink()
                }
              }}
              placeholder="https://"
              className="ml-2 h-8 w-64 max-w-full rounded border border-slate-300 px-2 text-sm"
            />
          </label>
          <button
            type="button"
            onClick={applyLink}
            className="h-8 rounded bg-navy-800 px-3 text-xs text-white"
          >
            {t('rich_text.apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              chain().extendMarkRange('link').unsetLink().run()
              setLinking(false)
            }}
            className="h-8 rounded border border-slate-300 px-3 text-xs"
          >
            {t('rich_text.remove_link')}
          </button>
        </div>
      ) : null}
    </div>
  )
}

export function RichTextEditor({
  field,
  images = true,
  placeholder,
  minHeight = '12rem',
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const fileInput = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<string | null>(null)
  const setValue = useRef(field.set)
  setValue.current = field.set

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          defaultProtocol: 'https',
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: field.value ?? '',
    editorProps: {
      attributes: {
        'id': field.id,
        'role': 'textbox',
        'aria-multiline': 'true',
        ...(field.aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(field.aria['aria-describedby']
          ? { 'aria-describedby': field.aria['aria-describedby'] }
          : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        'class':
          'px-3 py-2 text-sm text-slate-800 focus:outline-none [&_a]:text-navy-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-h-64 [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-2 [&_ul]:list-disc',
        'style': `min-height: ${minHeight}`,
      },
    },
    onUpdate: ({ editor: current }) => setValue.current(htmlOf(current)),
  })

  // A value set from outside (a reset, the server's copy) replaces the document.
  useEffect(() => {
    if (editor && !editor.isDestroyed && (field.value ?? '') !== htmlOf(editor)) {
      editor.commands.setContent(field.value ?? '', { emitUpdate: false })
    }
  }, [editor, field.value])

  const onFile = async (file: File | undefined) => {
    if (!file || !editor) return
    setStatus(t('rich_text.uploading'))
    const result = await uploadImage(file)
    if (result.url) {
      editor
        .chain()
        .focus()
        .setImage({ src: result.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run()
      setStatus(null)
    } else {
      setStatus(result.error ?? t('rich_text.upload_failed'))
    }
    if (fileInput.current) fileInput.current.value = ''
  }

  if (!editor) {
    return (
      <textarea
        id={field.id}
        name={field.name}
        rows={10}
        value={field.value ?? ''}
        onChange={(event) => field.set(event.target.value)}
        className={controlClasses(Boolean(field.error), 'font-mono')}
        {...field.aria}
      />
    )
  }

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border bg-white shadow-sm focus-within:outline-2 focus-within:outline-gold-600',
        field.error ? 'border-red-600' : 'border-slate-300'
      )}
      data-rich-text={field.name}
    >
      <Toolbar editor={editor} images={images} onImage={() => fileInput.current?.click()} />
      {images ? (
        <input
          ref={fileInput}
          type="file"
          accept={RICH_TEXT_IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('rich_text.image')}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      ) : null}
      <EditorContent editor={editor} />
      {status ? (
        <p role="status" className="border-t border-slate-200 px-3 py-1 text-xs text-slate-600">
          {status}
        </p>
      ) : null}
    </div>
  )
}

export default RichTextEditor
