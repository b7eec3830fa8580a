import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { cn } from '~/components/ui/cn'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { useFocusTrap } from '~/hooks/use_focus_trap'
import { DRAWER_DELAY_MS, drawerWidth, toggleDrawer, type DrawerPath } from '~/lib/drawer_path'
import type { NavChild, NavParent, NavTopic } from '~/lib/navigation'
import { ContentPanel } from './content_panel'
import { OPEN_CHAT_EVENT } from '~/components/chat/chat_launcher'

/**
 * Desktop menu (SPEC §2.5, §4): each parent opens a side drawer; drawers
 * nest up to three levels. Opening waits 300 ms after closing the others,
 * clicking the open drawer closes it (a parent: all), and a click on the
 * overlay closes everything. Focus stays inside the open drawers; Escape
 * closes them and focus returns to the parent button.
 */
export function DesktopNav({ nav, headerHeight }: { nav: NavParent[]; headerHeight: number }) {
  const { t } = useTranslation()
  const [path, setPath] = useState<DrawerPath>([])
  const timer = useRef<number | undefined>(undefined)
  const stack = useRef<HTMLDivElement>(null)

  function toggle(level: number, key: string) {
    window.clearTimeout(timer.current)
    const { now, later } = toggleDrawer(path, level, key)
    setPath(now)
    if (later) timer.current = window.setTimeout(() => setPath(later), DRAWER_DELAY_MS)
  }
  function closeAll() {
    window.clearTimeout(timer.current)
    setPath([])
  }

  useEffect(() => router.on('navigate', () => closeAll()), [])
  // The chat panel opens the GPT Chatroom (DESIGN §10): the drawers make way for it.
  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, closeAll)
    return () => window.removeEventListener(OPEN_CHAT_EVENT, closeAll)
  }, [])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  useFocusTrap(stack, path.length > 0, closeAll)

  const parent = nav.find((entry) => entry.key === path[0])
  const children = parent?.kind === 'drawer' ? parent.children : []
  const child = children.find((entry, index) => childKey(entry, index) === path[1])
  const grandchildren = child?.kind === 'group' ? child.children : []
  const grandchild = grandchildren.find((entry) => entry.href === path[2])

  return (
    <>
      <ul className="hidden items-center gap-1 lg:flex" data-testid="desktop-menu">
        {nav.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.key}>
              <Link
                href={entry.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {entry.label}
              </Link>
            </li>
          ) : (
            <li key={entry.key}>
              <button
                type="button"
                data-parent={entry.key}
                aria-expanded={path[0] === entry.key}
                aria-controls="nav-drawers"
                onClick={() => toggle(0, entry.key)}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100',
                  path[0] === entry.key ? 'bg-slate-100 text-navy-800' : 'text-slate-800'
                )}
              >
                {entry.label}
              </button>
            </li>
          )
        )}
      </ul>

      {path.length > 0 ? (
        <div
          data-testid="drawer-overlay"
          aria-hidden="true"
          onClick={closeAll}
          className="fixed inset-x-0 bottom-0 z-30 bg-slate-900/40"
          style={{ top: headerHeight }}
        />
      ) : null}

      <div
        id="nav-drawers"
        ref={stack}
        className="fixed left-0 z-40 flex max-w-[100vw] overflow-x-auto"
        style={{ top: headerHeight, height: `calc(100vh - ${headerHeight}px)` }}
      >
        {parent?.kind === 'drawer' ? (
          <DrawerPanel level={1} label={parent.label} width={400}>
            <ul className="py-2">
              {children.map((entry, index) => (
                <ChildItem
                  key={childKey(entry, index)}
                  entry={entry}
                  open={path[1] === childKey(entry, index)}
                  onToggle={() => toggle(1, childKey(entry, index))}
                />
              ))}
            </ul>
          </DrawerPanel>
        ) : null}

        {child && child.kind === 'group' ? (
          <DrawerPanel level={2} label={child.label} width={drawerWidth(false)}>
            <ul className="py-2">
              {grandchildren.map((entry) => (
                <ChildItem
                  key={entry.href}
                  entry={entry}
                  open={path[2] === entry.href}
                  onToggle={() => toggle(2, entry.href)}
                />
              ))}
            </ul>
          </DrawerPanel>
        ) : null}
        {child && child.kind === 'panel' ? (
          <DrawerPanel level={2} label={child.label} width={drawerWidth(true)}>
            <ContentPanel type={child.panel} href={child.href} label={child.label} />
          </DrawerPanel>
        ) : null}
        {child && child.kind === 'topic' ? (
          <DrawerPanel level={2} label={child.label} width={drawerWidth(true)}>
            <TopicPreview topic={child} />
          </DrawerPanel>
        ) : null}

        {grandchild ? (
          <DrawerPanel level={3} label={grandchild.label} width={drawerWidth(true)}>
            <TopicPreview topic={grandchild} />
          </DrawerPanel>
        ) : null}
      </div>
      <span className="sr-only" aria-live="polite">
        {parent ? t('nav.open_section', { label: parent.label }) : ''}
      </span>
    </>
  )
}

function childKey(entry: NavChild, index: number) {
  return entry.kind === 'group' ? `group-${index}` : entry.href
}

function DrawerPanel({
  level,
  label,
  width,
  children,
}: {
  level: number
  label: string
  width: number
  children: React.ReactNode
}) {
  return (
    <section
      role="dialog"
      aria-label={label}
      data-drawer-level={level}
      style={{ width, minWidth: Math.min(width, 320) }}
      className="h-full shrink-0 overflow-y-auto border-r border-slate-200 bg-white shadow-xl"
    >
      <h2 className="border-b border-slate-100 px-6 py-4 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {label}
      </h2>
      {children}
    </section>
  )
}

function ChildItem({
  entry,
  open,
  onToggle,
}: {
  entry: NavChild
  open: boolean
  onToggle: () => void
}) {
  const classes =
    'flex w-full items-center justify-between px-6 py-3 text-left text-sm text-slate-800 hover:bg-slate-50'
  if (entry.kind === 'link') {
    return (
      <li>
        <Link href={entry.href} className={classes}>
          {entry.label}
        </Link>
      </li>
    )
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className={cn(classes, open && 'bg-slate-100 font-semibold text-navy-800')}
      >
        <span>{entry.label}</span>
        <span aria-hidden="true">›</span>
      </button>
    </li>
  )
}

function TopicPreview({ topic }: { topic: NavTopic }) {
  const { t } = useTranslation()
  return (
    <div className="p-8">
      <h3 className="text-2xl font-semibold text-navy-800">{topic.label}</h3>
      <p className="mt-4 text-slate-700">{topic.intro}</p>
      <Link href={topic.href} className={cn(buttonClasses('primary'), 'mt-6')}>
        {t('nav.go_to_page', { label: topic.label })}
      </Link>
    </div>
  )
}
