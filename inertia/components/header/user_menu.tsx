import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from '~/components/ui/dropdown'
import { buttonClasses } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { deleteAccount, exitSession } from '~/lib/session_exit'
import { urlFor } from '~/client'

/**
 * Signed in: the user dropdown (SPEC §6 — members see their menu, computed
 * on the server; any other role sees only an Admin Dashboard link), with
 * logout and account deletion behind their confirmation dialogs (SPEC §7).
 * Signed out: Get Started and Login buttons.
 */
export function UserMenu() {
  const { user, member_menu: memberMenu, app } = useShared()
  const { t } = useTranslation()
  const confirm = useConfirm()

  if (!user) {
    return (
      <div className="flex items-center gap-2" data-testid="guest-actions">
        <Link route="get-started" className={buttonClasses('gold', 'sm')}>
          {t('nav.get_started')}
        </Link>
        <Link route="login" className={buttonClasses('secondary', 'sm')}>
          {t('nav.login')}
        </Link>
      </div>
    )
  }

  // The server gives members (and only members) their menu: no role rule here.
  const isMember = memberMenu.length > 0
  const logout = () =>
    confirm({
      title: t('user_menu.logout_title'),
      text: t('nav.logout_confirm_text'),
      confirmText: t('nav.logout'),
      cancelText: t('common.cancel'),
      variant: 'primary',
      onConfirm: () => exitSession(urlFor('logout'), user.country),
    })
  const askToDelete = () =>
    confirm({
      title: t('user_menu.delete_title'),
      text: t('user_menu.delete_text'),
      confirmText: t('nav.delete_account'),
      cancelText: t('common.cancel'),
      variant: 'danger',
      passwordLabel: t('user_menu.delete_password'),
      onConfirm: ({ password }) =>
        deleteAccount(urlFor('auth.delete.profile'), password, user.country),
    })

  return (
    <Dropdown
      // The accessible name starts with the visible name (axe label-content-name-mismatch).
      label={`${user.name}, ${t('nav.account_menu')}`}
      trigger={
        <span className="flex items-center gap-2" data-testid="user-menu-trigger">
          {/* The initials are drawn by CSS, so the button's text is the name alone. */}
          <span
            aria-hidden="true"
            data-initials={initials(user.name)}
            className="flex h-8 w-8 items-center justify-center rounded-full bg-navy-800 text-xs font-semibold text-white before:content-[attr(data-initials)]"
          />
          <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
        </span>
      }
    >
      <DropdownLabel>{user.email}</DropdownLabel>
      <DropdownSeparator />
      {isMember ? (
        memberMenu.map((entry) => (
          <DropdownItem key={entry.key} onSelect={() => router.visit(entry.href)}>
            <span data-member-menu={entry.key}>{entry.title}</span>
          </DropdownItem>
        ))
      ) : (
        <DropdownItem onSelect={() => router.visit(app.adminHome)}>
          <span data-testid="admin-dashboard-link">{t('nav.admin_dashboard')}</span>
        </DropdownItem>
      )}
      <DropdownSeparator />
      <DropdownItem onSelect={logout}>{t('nav.logout')}</DropdownItem>
      {isMember ? (
        <DropdownItem onSelect={askToDelete}>{t('nav.delete_account')}</DropdownItem>
      ) : null}
    </Dropdown>
  )
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/)
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')
  ).toUpperCase()
}
