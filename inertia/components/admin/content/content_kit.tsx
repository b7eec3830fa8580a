import type { ComponentProps, ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { formatDateTime } from '~/lib/dates'

/**
 * What the content screens (issue 13 points 2-4) share on top of the admin
 * kit: a page heading with its main action, dates in Bangkok time, and the
 * Inertia calls behind row actions (the DataTable asks for confirmation).
 */
type RouteName = ComponentProps<typeof Link>['route']

export function ContentHeading(props: {
  title: string
  intro?: string
  action?: { route: RouteName; label: string }
  back?: { route: RouteName; label: string }
}) {
  return (
    <>
      <Seo title={props.title} />
      {props.back ? (
        <Link
          route={props.back.route}
          className="mb-2 inline-block text-sm text-navy-700 underline"
        >
          ← {props.back.label}
        </Link>
      ) : null}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{props.title}</h1>
          {props.intro ? <p className="mt-1 max-w-3xl text-slate-600">{props.intro}</p> : null}
        </div>
        {props.action ? (
          <Link route={props.action.route} className={buttonClasses('primary')} data-testid="new">
            {props.action.label}
          </Link>
        ) : null}
      </div>
    </>
  )
}

export function useContentFormat() {
  const { t, locale } = useTranslation()
  const date = (iso: string | null) => formatDateTime(iso, locale)
  const yesNo = (value: boolean) =>
    t(value ? 'admin_content.common.yes' : 'admin_content.common.no')
  return { t, locale, date, yesNo }
}

/** A POST or DELETE from a row action; resolves when the visit finishes. */
export function visit(method: 'post' | 'delete', url: string) {
  return new Promise((resolve) =>
    method === 'post'
      ? router.post(url, {}, { preserveScroll: true, onFinish: resolve })
      : router.delete(url, { preserveScroll: true, onFinish: resolve })
  )
}

/** The confirmation of a delete (SPEC §9 defaults: "Are you Sure You Want to Delete this?"). */
export function useDeleteConfirm() {
  const { t } = useTranslation()
  return (name: string) => ({
    title: t('admin_content.common.delete_title', { name }),
    text: t('admin_content.common.delete_text'),
    confirmText: t('admin_content.common.yes'),
    variant: 'danger' as const,
  })
}

/** A form section: a heading and its fields in a card. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="space-y-4">{children}</div>
    </section>
  )
}

/** A status badge (draft, published, scheduled, hidden…). */
export function Badge({
  tone,
  children,
}: {
  tone: 'info' | 'success' | 'warning' | 'muted'
  children: ReactNode
}) {
  const tones = {
    info: 'bg-sky-100 text-sky-800',
    success: 'bg-emerald-100 text-emerald-800',
    warning: 'bg-amber-100 text-amber-900',
    muted: 'bg-slate-100 text-slate-700',
  }
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  )
}
