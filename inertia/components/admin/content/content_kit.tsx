import type { ComponentProps, ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'

/**
 * What the content screens (SPEC §2.9) share on top of the admin list kit:
 * a page heading with its main action, the words of a delete confirmation,
 * form sections, and a POST or DELETE as a promise.
 */
type RouteName = ComponentProps<typeof Link>['route']

export type ContentHeadingProps = {
  title: string
  intro?: string
  action?: { route: RouteName; label: string }
  back?: { route: RouteName; label: string }
}

export function ContentHeading(props: ContentHeadingProps) {
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
