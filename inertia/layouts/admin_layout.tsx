import { useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Link } from '~/components/link'
import { ConfirmProvider, useConfirm } from '~/components/confirm_provider'
import { FlashToasts } from '~/components/flash_toasts'
import { TagManager } from '~/components/consent_banner'
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from '~/components/ui/dropdown'
import { Drawer } from '~/components/ui/drawer'
import { cn } from '~/components/ui/cn'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type NavEntry = { key: string; title: string; path: string; group: string | null }

/**
 * Admin shell (SPEC §2.9): side navigation filtered by role (computed on the
 * server), header with the user's name and role label, user menu, toasts,
 * and the confirmation/information dialogs. `bare` renders only the page,
 * the toasts and dialogs: the admin login form.
 */
export function AdminLayout({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  if (bare) {
    return (
      <ConfirmProvider>
        <main id="main" className="min-h-screen bg-slate-100">
          {children}
        </main>
        <FlashToasts visible={1} />
      </ConfirmProvider>
    )
  }
  return (
    <ConfirmProvider>
      <AdminChrome>{children}</AdminChrome>
      {/* SPEC §9: the admin flash shows one toast at a time. */}
      <FlashToasts visible={1} />
      {/* A container loaded on a public page never runs here (full page load). */}
      <TagManager />
    </ConfirmProvider>
  )
}

function AdminChrome({ children }: { children: ReactNode }) {
  const { app } = useShared()
  const { t } = useTranslation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const entries = app.adminNav as NavEntry[]
  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside
        data-testid="admin-sidenav"
        className="hidden w-64 shrink-0 bg-navy-900 text-slate-100 lg:block"
      >
        <div className="px-5 py-5 text-lg font-bold">{app.name}</div>
        <SideNavigation entries={entries} />
      </aside>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t('admin.navigation')}
        width={300}
      >
        <div className="bg-navy-900 text-slate-100">
          <SideNavigation entries={entries} onNavigate={() => setDrawerOpen(false)} />
        </div>
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader onOpenNavigation={() => setDrawerOpen(true)} />
        <main id="main" className="flex-1 p-4 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  )
}

function SideNavigation({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { url } = usePage()
  const current = url.split('?')[0]
  const groups: Array<{ group: string | null; items: NavEntry[] }> = []
  for (const entry of entries) {
    const last = groups[groups.length - 1]
    if (last && entry.group !== null && last.group === entry.group) last.items.push(entry)
    else groups.push({ group: entry.group, items: [entry] })
  }
  return (
    <nav aria-label={t('admin.navigation')} className="px-3 pb-6">
      <ul className="space-y-1">
        {groups.map(({ group, items }) => (
          <li key={group ?? items[0].key}>
            {group ? (
              <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-400">
                {group}
              </p>
            ) : null}
            <ul className="space-y-1">
              {items.map((entry) => (
                <li key={entry.key}>
                  <Link
                    href={entry.path}
                    onClick={onNavigate}
                    aria-current={current === entry.path.split('?')[0] ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-3 py-2 text-sm hover:bg-navy-700',
                      current === entry.path.split('?')[0] && 'bg-navy-700 font-semibold text-white'
                    )}
                  >
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function AdminHeader({ onOpenNavigation }: { onOpenNavigation: () => void }) {
  const { user } = useShared()
  const { t } = useTranslation()
  const confirm = useConfirm()
  if (!user) return null
  return (
    <header
      data-testid="admin-header"
      className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:px-8"
    >
      <button
        type="button"
        onClick={onOpenNavigation}
        className="rounded p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={t('nav.open_menu')}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div className="ml-auto">
        <Dropdown
          label={t('admin.user_menu')}
          trigger={
            <span className="text-right">
              <span
                className="block text-sm font-semibold text-slate-900"
                data-testid="admin-user-name"
              >
                {user.name}
              </span>
              <span className="block text-xs text-slate-500" data-testid="admin-role-label">
                {user.role.name}
              </span>
            </span>
          }
        >
          <DropdownLabel>{user.email}</DropdownLabel>
          <DropdownSeparator />
          <DropdownItem onSelect={() => router.visit(urlFor('home'))}>{t('nav.home')}</DropdownItem>
          <DropdownItem
            onSelect={() =>
              confirm({
                title: t('user_menu.logout_title'),
                confirmText: t('nav.logout'),
                cancelText: t('common.cancel'),
                variant: 'primary',
                onConfirm: () =>
                  new Promise<void>((resolve) =>
                    router.post(urlFor('admin.logout'), {}, { onFinish: () => resolve() })
                  ),
              })
            }
          >
            {t('nav.logout')}
          </DropdownItem>
        </Dropdown>
      </div>
    </header>
  )
}
