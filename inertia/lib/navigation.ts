import {
  BUSINESS_TOPIC_GROUPS,
  BUSINESS_TOPICS,
  pageByRoute,
  PERSONAL_TOPIC_GROUPS,
  topicPath,
} from '../../app/support/site_pages'

/**
 * The public navigation of SPEC §2.2, built from the page registry: parents
 * (Personal, Business, About, Pricing) whose children are links, content
 * panels (SPEC §2.4, chosen by a type key) or groups of links. At most
 * three levels: parent → child → group item.
 */
export type PanelType =
  | 'personal-plan-details'
  | 'personal-coverage-and-pricing'
  | 'personal-why'
  | 'personal-faq'
  | 'business-plan-details'
  | 'business-coverage-and-pricing'
  | 'business-why'
  | 'business-faq'
  | 'about-us'
  | 'chat'
  | 'faq'

export type NavLink = { kind: 'link'; label: string; href: string }
/** A topic page: opens a preview drawer (its introduction and a link). */
export type NavTopic = { kind: 'topic'; label: string; href: string; intro: string }
export type NavPanel = { kind: 'panel'; label: string; href: string; panel: PanelType }
export type NavGroup = { kind: 'group'; label: string; children: NavTopic[] }
export type NavChild = NavLink | NavPanel | NavGroup | NavTopic
export type NavParent =
  | { kind: 'drawer'; key: string; label: string; children: NavChild[] }
  | { kind: 'link'; key: string; label: string; href: string }

type Translate = (key: string) => string

function registered(route: string): string {
  const found = pageByRoute(route)
  if (!found) throw new Error(`No public page registered as "${route}"`)
  return found.path
}

const link = (t: Translate, route: string, label?: string): NavLink => ({
  kind: 'link',
  label: label ?? t(pageByRoute(route)!.nav),
  href: registered(route),
})

const panel = (t: Translate, route: string, type: PanelType): NavPanel => ({
  kind: 'panel',
  label: t(pageByRoute(route)!.nav),
  href: registered(route),
  panel: type,
})

const topic = (t: Translate, kind: 'personal' | 'business', slug: string): NavTopic => ({
  kind: 'topic',
  label: t(`topics.${slug}.title`),
  href: topicPath(kind, slug),
  intro: t(`topics.${slug}.intro`),
})

/**
 * A plan's drawer: its four pages as panels, then its topics (those outside
 * any group first, then each group).
 */
function planDrawer(
  t: Translate,
  kind: 'personal' | 'business',
  groups: Record<string, readonly string[]>,
  loose: readonly string[] = []
): NavParent {
  return {
    kind: 'drawer',
    key: kind,
    label: t(`nav.${kind}`),
    children: [
      panel(t, `${kind}-plan.details`, `${kind}-plan-details` as const),
      panel(t, `${kind}-plan.coverage`, `${kind}-coverage-and-pricing` as const),
      panel(t, `${kind}-plan.why`, `${kind}-why` as const),
      panel(t, `${kind}-plan.faq`, `${kind}-faq` as const),
      ...loose.map((slug) => topic(t, kind, slug)),
      ...Object.entries(groups).map(([group, slugs]): NavGroup => ({
        kind: 'group',
        label: t(`topics.groups.${group}`),
        children: slugs.map((slug) => topic(t, kind, slug)),
      })),
    ],
  }
}

export function buildNavigation(t: Translate): NavParent[] {
  return [
    planDrawer(t, 'personal', PERSONAL_TOPIC_GROUPS),
    planDrawer(t, 'business', BUSINESS_TOPIC_GROUPS, BUSINESS_TOPICS),
    {
      kind: 'drawer',
      key: 'about',
      label: t('nav.about'),
      children: [
        panel(t, 'about-us', 'about-us'),
        link(t, 'how-we-help'),
        link(t, 'affiliate'),
        link(t, 'resources.contact-us'),
        // SPEC §2.4 "chat" panel; DESIGN §10: it opens the GPT Chatroom. Its href is
        // only its key among the siblings (the contact page's link is another one).
        {
          kind: 'panel',
          label: t('nav.chat_with_us'),
          href: `${registered('resources.contact-us')}#chat`,
          panel: 'chat',
        },
        panel(t, 'faqs-general', 'faq'),
      ],
    },
    // SPEC §2.5: the item named Pricing links to get-started instead of opening a drawer.
    { kind: 'link', key: 'pricing', label: t('nav.pricing'), href: registered('get-started') },
  ]
}
