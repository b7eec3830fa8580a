import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Drawer } from '~/components/ui/drawer'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import type { NavChild, NavParent } from '~/lib/navigation'
import { ContentPanel } from './content_panel'
import { OPEN_CHAT_EVENT } from '~/components/chat/chat_launcher'

type View = { title: string; items?: NavChild[]; child?: NavChild }

/**
 * Mobile hamburger drawer (SPEC §2.5): parents, then their children, then
 * a group's items, each level with a Back button to the previous one.
 */
export function MobileMenu({ nav, footer }: { nav: NavParent[]; footer?: React.ReactNode }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [stack, setStack] = useState<View[]>([])

  useEffect(() => router.on('navigate', () => setOpen(false)), [])
  // The chat panel opens the GPT Chatroom (DESIGN §10): the menu makes way for it.
  useEffect(() => {
    const close = () => setOpen(false)
    window.addEventListener(OPEN_CHAT_EVENT, close)
    return () => window.removeEventListener(OPEN_CHAT_EVENT, close)
  }, [])
  useEffect(() => {
    if (!open) setStack([])
  }, [open])

  const current = stack[stack.length - 1]
  const push = (view: View) => setStack((views) => [...views, view])
  const back = () => setStack((views) => views.slice(0, -1))
  const itemClass =
    'flex w-full items-center justify-between px-5 py-3 text-left text-base text-slate-800 hover:bg-slate-50'

  function renderChild(entry: NavChild) {
    if (entry.kind === 'link') {
      return (
        <Link href={entry.href} className={itemClass}>
          {entry.label}
        </Link>
      )
    }
    return (
      <button
        type="button"
        className={itemClass}
        onClick={() =>
          push(
            entry.kind === 'group'
              ? { title: entry.label, items: entry.children }
              : { title: entry.label, child: entry }
          )
        }
      >
        <span>{entry.label}</span>
        <span aria-hidden="true">›</span>
      </button>
    )
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-label={t('nav.open_menu')}
        data-testid="hamburger"
      >
        <span aria-hidden="true" className="text-xl">
          ☰
        </span>
      </button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={current?.title ?? t('nav.main_menu')}
        width={420}
      >
        {current ? (
          <button
            type="button"
            onClick={back}
            className="flex w-full items-center gap-2 border-b border-slate-100 px-5 py-3 text-sm font-medium text-navy-700"
            data-testid="mobile-back"
          >
            <span aria-hidden="true">‹</span> {t('nav.back')}
          </button>
        ) : null}
        <nav aria-label={t('nav.main_menu')} data-testid="mobile-menu" data-depth={stack.length}>
          {!current ? (
            <ul>
              {nav.map((entry) => (
                <li key={entry.key}>
                  {entry.kind === 'link' ? (
                    <Link href={entry.href} className={itemClass}>
                      {entry.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={itemClass}
                      onClick={() => push({ title: entry.label, items: entry.children })}
                    >
                      <span>{entry.label}</span>
                      <span aria-hidden="true">›</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : current.items ? (
            <ul>
              {current.items.map((entry, index) => (
                <li key={`${entry.label}-${index}`}>{renderChild(entry)}</li>
              ))}
            </ul>
          ) : current.child?.kind === 'panel' ? (
            <ContentPanel
              type={current.child.panel}
              href={current.child.href}
              label={current.child.label}
            />
          ) : current.child?.kind === 'topic' ? (
            <div className="p-6">
              <p className="text-slate-700">{current.child.intro}</p>
              <Link href={current.child.href} className={`${buttonClasses('primary')} mt-5`}>
                {t('nav.go_to_page', { label: current.child.label })}
              </Link>
            </div>
          ) : null}
        </nav>
        {footer ? <div className="border-t border-slate-100 p-5">{footer}</div> : null}
      </Drawer>
    </>
  )
}
