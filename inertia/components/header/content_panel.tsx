import { Link } from '~/components/link'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import type { PanelType } from '~/lib/navigation'
import { usePlanModal } from '~/components/plan_details_modal'
import { OPEN_CHAT_EVENT } from '~/components/chat/chat_launcher'

/**
 * The navigation content panels of SPEC §2.4, chosen by a type key: a short
 * summary of the page with a link to it (and, for plan details, the
 * plan-details modal).
 */
export function ContentPanel({
  type,
  href,
  label,
}: {
  type: PanelType
  href: string
  label: string
}) {
  const { t } = useTranslation()
  const openPlan = usePlanModal()
  const plan = type.startsWith('personal')
    ? 'personal'
    : type.startsWith('business')
      ? 'business'
      : null
  return (
    <div className="p-8" data-testid={`content-panel-${type}`}>
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-700">{label}</p>
      <h3 className="mt-2 text-2xl font-semibold text-navy-800">{t(`nav_panels.${type}.title`)}</h3>
      <p className="mt-4 text-slate-700">{t(`nav_panels.${type}.text`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {type === 'chat' ? (
          // DESIGN §10: the navigation's chat panel opens the GPT Chatroom.
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
            data-testid="nav-open-chat"
          >
            {t('nav_panels.open_chat')}
          </button>
        ) : (
          <Link href={href} className={buttonClasses('primary')}>
            {t('nav.go_to_page', { label })}
          </Link>
        )}
        {plan && type.endsWith('plan-details') ? (
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => openPlan(plan)}
          >
            {t('nav_panels.open_plan_modal')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
