import { useCallback, useRef, useState } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { ensureCsrfToken, xsrfToken } from '~/lib/csrf'
import { Button } from '~/components/ui/button'
import type { Data } from '@generated/data'

export type UploadLimits = { max_bytes: number; max_files: number; extensions: string[] }

/** A file on its way: uploading (with progress), stored (with its id and pages) or refused. */
export type Upload = {
  key: string
  name: string
  size: number
  progress: number
  state: 'uploading' | 'done' | 'failed'
  error?: string
  file?: Data.MemberRequestFile
  /** Pages the member states for a DOCX or an image. */
  stated?: number
}

/** Bytes as people read them: KB under a megabyte, MB above. */
export function useFileSize() {
  const { t } = useTranslation()
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t('desk.size.kb', { size: Math.max(1, Math.round(bytes / 1024)) })
      : t('desk.size.mb', { size: (bytes / 1024 / 1024).toFixed(1) })
}

/**
 * Files uploaded one by one to `url` (each with its progress), kept on the
 * server for their uploader until the form is sent with their ids; a file
 * removed before sending is deleted there too (`discardUrl`).
 */
export function useUploads(url: string, discardUrl?: (id: number) => string) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const counter = useRef(0)
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const add = useCallback(
    async (files: FileList | File[]) => {
      await ensureCsrfToken()
      for (const file of Array.from(files)) {
        const key = `u${++counter.current}`
        setUploads((list) => [
          ...list,
          { key, name: file.name, size: file.size, progress: 0, state: 'uploading' },
        ])
        const body = new FormData()
        body.append('file', file)
        const request = new XMLHttpRequest()
        request.open('POST', url)
        request.setRequestHeader('Accept', 'application/json')
        request.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
        const token = xsrfToken()
        if (token) request.setRequestHeader('X-XSRF-TOKEN', token)
        request.upload.onprogress = (event) => {
          if (event.lengthComputable)
            update(key, { progress: Math.round((event.loaded / event.total) * 100) })
        }
        request.onload = () => {
          let data: any = null
          try {
            data = JSON.parse(request.responseText)
          } catch {}
          if (request.status >= 200 && request.status < 300 && data?.id) {
            update(key, { state: 'done', progress: 100, file: data })
          } else {
            const message = data?.message ?? data?.errors?.[0]?.message ?? `HTTP ${request.status}`
            update(key, { state: 'failed', error: message })
          }
        }
        request.onerror = () => update(key, { state: 'failed', error: 'network' })
        request.send(body)
      }
    },
    [url]
  )

  const remove = useCallback(
    async (key: string) => {
      const item = uploads.find((entry) => entry.key === key)
      setUploads((list) => list.filter((entry) => entry.key !== key))
      if (item?.file && discardUrl) {
        await ensureCsrfToken()
        const token = xsrfToken()
        await fetch(discardUrl(item.file.id), {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: {
            'Accept': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            ...(token ? { 'X-XSRF-TOKEN': token } : {}),
          },
        }).catch(() => {})
      }
    },
    [uploads, discardUrl]
  )

  const state = (key: string, stated: number | undefined) => update(key, { stated })
  const reset = () => setUploads([])
  const done = uploads.filter((item) => item.state === 'done' && item.file)
  return {
    uploads,
    add,
    remove,
    state,
    reset,
    busy: uploads.some((item) => item.state === 'uploading'),
    fileIds: done.map((item) => item.file!.id),
    /** Pages stated for files whose count is not read from them. */
    filePages: done
      .filter((item) => item.file!.pagesFrom !== 'pdf' && item.stated)
      .map((item) => ({ id: item.file!.id, pages: item.stated! })),
    /** Every document's pages as the plan counts them (stated or read; 0 when not said yet). */
    pages: done.map((item) =>
      item.file!.pagesFrom === 'pdf' ? (item.file!.pages ?? 0) : (item.stated ?? 0)
    ),
  }
}

/**
 * The file picker and the list of files: name, size, progress, pages (read
 * from a PDF, or asked for a DOCX or an image when `askPages`), and a
 * button to remove each before sending.
 */
export function UploadField({
  uploads,
  limits,
  askPages,
  label,
  testId = 'uploads',
}: {
  uploads: ReturnType<typeof useUploads>
  limits: UploadLimits
  askPages: boolean
  label: string
  testId?: string
}) {
  const { t } = useTranslation()
  const size = useFileSize()
  const input = useRef<HTMLInputElement>(null)
  const accept = limits.extensions.map((ext) => `.${ext}`).join(',')
  return (
    <div className="space-y-2" data-testid={testId}>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="text-xs text-slate-600">
        {t('desk.form.files_hint', {
          mb: Math.round(limits.max_bytes / 1024 / 1024),
          max: limits.max_files,
        })}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        data-testid={`${testId}-input`}
        onChange={(event) => {
          // A copy: clearing the input (to pick the same file again) empties its live FileList.
          const picked = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (picked.length > 0) void uploads.add(picked)
        }}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={uploads.uploads.length >= limits.max_files}
      >
        {t('desk.form.add_files')}
      </Button>
      {uploads.uploads.length > 0 ? (
        <ul className="space-y-2">
          {uploads.uploads.map((item) => (
            <li
              key={item.key}
              className="rounded-md border border-slate-200 bg-white p-3 text-sm"
              data-upload={item.state}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-1 break-all font-medium text-slate-900">
                  {item.name}
                </span>
                <span className="text-slate-600">{size(item.size)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('desk.form.remove', { name: item.name })}
                  onClick={() => void uploads.remove(item.key)}
                >
                  ✕
                </Button>
              </div>
              {item.state === 'uploading' ? (
                <div className="mt-2">
                  <div
                    className="h-1.5 w-full overflow-hidden rounded bg-slate-100"
                    role="progressbar"
                    aria-valuenow={item.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className="h-full bg-gold-600" style={{ width: `${item.progress}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-slate-600">
                    {t('desk.form.uploading', { percent: item.progress })}
                  </p>
                </div>
              ) : null}
              {item.state === 'failed' ? (
                <p className="mt-1 text-xs text-red-700" role="alert">
                  {t('desk.form.upload_failed', { reason: item.error ?? '' })}
                </p>
              ) : null}
              {item.state === 'done' && item.file ? (
                item.file.pagesFrom === 'pdf' ? (
                  <p className="mt-1 text-xs text-slate-600" data-pages={item.file.pages}>
                    {t('desk.form.pages_from_pdf', { count: item.file.pages ?? 0 })}
                  </p>
                ) : askPages ? (
                  <label className="mt-2 flex items-center gap-2 text-xs text-slate-700">
                    {t('desk.form.pages_stated')}
                    <input
                      type="number"
                      min={1}
                      max={500}
                      required
                      className="h-8 w-20 rounded border border-slate-300 px-2"
                      value={item.stated ?? ''}
                      onChange={(event) =>
                        uploads.state(
                          item.key,
                          event.target.value ? Number(event.target.value) : undefined
                        )
                      }
                    />
                  </label>
                ) : null
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
