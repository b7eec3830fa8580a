import { createHash } from 'node:crypto'

/**
 * Which translations the browser receives.
 *
 * Every page gets the chrome's keys (header, menus, footer, dialogs, toasts,
 * error texts…) plus the keys of its own page, never the whole dictionary.
 * The chrome is everything except the "page namespaces" below: a namespace
 * file somebody adds under resources/lang is chrome until it is listed here,
 * so a new string can never reach a page as a raw key.
 *
 * A page declares its keys in PAGE_KEYS by component name (exact name, or a
 * folder prefix ending in "/"); a page without an entry gets every page
 * namespace. tests/unit/page_translations.spec.ts reads each page's source and
 * fails when a key it uses is not covered by its entry.
 */

/** The error pages' own copy (a plan modal's failure line, errors.server_error_text, stays chrome). */
const ERROR_PAGE_COPY = [
  'errors.not_found_title',
  'errors.not_found_text',
  'errors.forbidden_title',
  'errors.forbidden_text',
  'errors.maintenance_title',
  'errors.maintenance_text',
  'errors.server_error_title',
  'errors.back_home',
]

/** What every settings screen reads: its layout, forms and the session list. */
const SETTINGS_PAGE = ['auth', 'forms', 'settings', 'sessions']

/** Admin screens built from settings components read both. */
const ADMIN_SETTINGS_PAGE = ['auth', 'forms', 'admin', 'list', 'sessions', 'settings']

/** Namespaces (or key prefixes) only some pages read. */
export const PAGE_NAMESPACES = [
  'pages',
  'plans',
  'topics',
  'service_areas',
  'home',
  'forms',
  'auth',
  'checkout',
  // Payment failure messages (payments.errors.<code>), rendered by the server.
  'payments',
  // The error pages' own copy.
  ...ERROR_PAGE_COPY,
  'blog',
  'faq',
  // Admin and settings screens (and the admin navigation, translated on the server).
  'admin',
  'admin_nav',
  'list',
  'subscribers',
  'admin_leads',
  'admin_users',
  'user_history',
  'roles',
  'settings',
  'sessions',
  'security',
  'queue_monitor',
  'admin_dashboard',
  'admin_subscriptions',
  'delete_subscriptions',
  'request_delete',
  'review_mails',
  'transactions',
  'affiliates',
  'admin_settings',
  'monitor',
  // Mail and push; the unsubscribe page reads admin_mail.unsubscribe.
  'admin_mail',
  'admin_fcm',
  'member_card',
  'partner_details',
  'data_export',
  'admin_content',
  // The rich-text editor's toolbar (inertia/components/rich_text): every admin page gets it.
  'rich_text',
  'admin_plans',
  'admin_faq',
  'poi',
  'admin_tickets',
  'admin_consultancy',
  'admin_feedbacks',
  'email_histories',
  'settings_billing',
  'settings_subscriptions',
  'admin_chat',
  // Requests received in writing.
  'written_requests',
  // Online legal forms: the member pages and the staff editor.
  'legal_forms',
  'admin_legal_forms',
  'admin_matters',
  'services_used',
  'business_calendar',
  // Who a full tax invoice is made out to: Profile Details, personal info, the staff member page.
  'invoice_details',
  // The phone and country fields (calling code, searchable country list) and phone links.
  'contact_fields',
  // PromptPay (DESIGN §11): the QR page and the pages that offer it.
  'promptpay',
  // The member's legal desk: Settings › My requests and the staff thread (matter, request, ticket).
  'desk',
] as const

/**
 * Keys of page namespaces the chrome reads (header greeting, menu previews of
 * topics, the lead popup's phone field).
 */
const CHROME_KEYS_IN_PAGE_NAMESPACES =
  /^(home\.welcome_text|contact_fields\.(calling_code|phone_invalid)|topics\.groups\.[a-z_]+|topics\.[a-z0-9-]+\.(title|intro)|admin\.(navigation|user_menu|dashboard)|settings\.(area_title|menu_label))$/

/**
 * Keys the browser never reads: validation messages (the server renders them
 * into `errors`), mail texts, PDF documents and refund messages, and the
 * long topic and service-area copy (those pages receive it as props).
 */
const SERVER_ONLY_KEY =
  /^(validator\.|errors\.unavailable_|errors\.refused\.|chat\.errors\.|auth\.mail\.|data_export\.mail\.|admin_tickets\.mail\.|admin_consultancy\.mail\.|documents\.|billing_mails\.|clock_reminders\.|desk\.mail\.|(topics|service_areas)\.(?!page\.|groups\.)[a-z0-9-]+\.(meta|points\.\d+|plan|not_covered|example)$)/

/**
 * Component name (or "Folder/" prefix) → key prefixes the page reads beyond
 * the chrome. A prefix is a namespace ("plans") or a part of one
 * ("pages.careers").
 */
export const PAGE_KEYS: Record<string, readonly string[]> = {
  'Marketing/Home': [
    'home',
    'plans.plan_name',
    'plans.from',
    'plans.or_annual',
    'plans.currency',
    'plans.per_month',
    'plans.per_year',
    'plans.see_coverage',
    'plans.see_details',
    'plans.personal.audience',
    'plans.personal.summary',
    'plans.business.audience',
    'plans.business.summary',
  ],
  'Marketing/AboutUs': ['pages.about_us', 'pages.vision.values', 'home'],
  'Marketing/Affiliate': ['pages.affiliate'],
  'Marketing/Careers': ['pages.careers'],
  'Marketing/Discount': ['pages.discount'],
  'Marketing/Expert': ['pages.expert'],
  'Marketing/HowWeHelp': ['pages.how_we_help'],
  'Marketing/HowWeWork': ['pages.how_we_work'],
  'Marketing/VisionAndMission': ['pages.vision'],
  'Marketing/Referral': ['pages.referral'],
  'Marketing/InvoicesInfo': ['pages.invoices'],
  'Marketing/PaymentMethodsInfo': ['pages.payment_methods'],
  'Marketing/PrivacyPolicy': ['pages.privacy'],
  'Marketing/GetStarted': ['pages.get_started', 'plans'],
  'Marketing/ViewPlans': ['pages.view_plans', 'plans'],
  'Marketing/Resources/About': ['pages.resources_about'],
  'Marketing/Resources/BecomeAffiliate': ['pages.become_affiliate'],
  'Marketing/Resources/HowItWorks': ['pages.resources_how'],
  'Marketing/Resources/LawDirectory': ['pages.law_directory', 'topics'],
  'Marketing/BlogIndex': ['blog'],
  'Marketing/BlogShow': ['blog'],
  'Marketing/FaqGeneral': ['faq'],
  'Marketing/FaqResources': ['faq'],
  'Marketing/Topic': ['topics', 'service_areas'],
  'Marketing/ServiceArea': ['topics', 'service_areas'],
  'Marketing/Plan/': ['plans'],
  'Marketing/Plan/Coverage': ['plans', 'auth'],
  'Marketing/Plan/Why': ['plans', 'home'],
  'Marketing/ContactUs': ['forms', 'contact_fields'],
  'Marketing/RequestDelete': ['forms'],
  'Marketing/SiteMap': ['forms'],
  'Marketing/SupportEmergency': ['forms', 'contact_fields'],
  'Marketing/SupportLivingMail': ['forms', 'contact_fields'],
  'Marketing/SupportTicket': ['forms'],
  'Marketing/Survey': ['forms'],
  'Auth/': ['auth', 'checkout', 'forms'],
  'Auth/Confirmation': ['auth', 'checkout', 'forms', 'settings'],
  'Auth/PersonalInfo': ['auth', 'checkout', 'forms', 'invoice_details', 'contact_fields'],
  'Auth/Payment': ['auth', 'checkout', 'forms', 'promptpay'],
  'Payments/PromptPay': ['checkout', 'promptpay'],
  'Admin/': ['auth', 'forms', 'admin', 'list', 'subscribers', 'sessions', 'settings'],
  'Admin/Users': ['forms', 'admin', 'list', 'admin_users'],
  'Admin/Leads': ['admin', 'list', 'admin_leads', 'contact_fields'],
  'Admin/UsersShow': [
    'forms',
    'admin',
    'list',
    'admin_users',
    'user_history',
    'invoice_details',
    'contact_fields',
  ],
  'Admin/UserHistory': ['admin', 'list', 'user_history'],
  'Admin/Roles': ['admin', 'roles', 'admin_users.roles'],
  'Admin/QueueMonitor': [...ADMIN_SETTINGS_PAGE, 'queue_monitor'],
  'Admin/Dashboard': ['admin', 'list', 'admin_dashboard', 'admin_subscriptions'],
  'Admin/Subscriptions': ['admin', 'list', 'forms', 'admin_subscriptions', 'written_requests'],
  'Admin/DeleteSubscriptions': [
    'admin',
    'list',
    'forms',
    'admin_subscriptions',
    'delete_subscriptions',
    'written_requests',
  ],
  'Admin/RequestDelete': ['admin', 'list', 'forms', 'request_delete'],
  'Admin/Transactions': [...ADMIN_SETTINGS_PAGE, 'transactions'],
  'Admin/Affiliates': [...ADMIN_SETTINGS_PAGE, 'affiliates'],
  'Admin/Settings': [...ADMIN_SETTINGS_PAGE, 'admin_settings'],
  'Admin/Monitor': [...ADMIN_SETTINGS_PAGE, 'monitor'],
  'Admin/MailTemplates': ['admin', 'list', 'forms', 'admin_mail'],
  'Admin/MailTemplateForm': ['admin', 'list', 'forms', 'admin_mail'],
  'Admin/SendMail': ['admin', 'list', 'forms', 'admin_mail'],
  'Admin/EventAnnouncements': ['admin', 'list', 'forms', 'admin_mail'],
  'Admin/ScheduleHistory': ['admin', 'list', 'forms', 'admin_mail'],
  'Admin/FcmNotification': ['admin', 'list', 'forms', 'admin_mail', 'admin_fcm'],
  'Marketing/Unsubscribe': ['admin_mail.unsubscribe'],
  'Admin/Blogs': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/BlogForm': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/BlogTerms': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/Services': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/ServiceForm': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/Reviews': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/ReviewForm': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/Terms': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/TermsForm': ['admin', 'list', 'forms', 'admin_content'],
  'Admin/Tickets': [
    'admin',
    'list',
    'forms',
    'admin_tickets',
    'admin_matters.open_matter',
    'contact_fields',
    'desk',
  ],
  'Admin/ConsultancyRequests': [
    'admin',
    'list',
    'forms',
    'admin_consultancy',
    'admin_matters.open_matter',
    'contact_fields',
    'desk',
  ],
  'Admin/Matters': ['admin', 'list', 'forms', 'admin_matters'],
  'Admin/MatterForm': ['admin', 'list', 'forms', 'admin_matters', 'admin_content.common'],
  'Admin/MattersShow': ['admin', 'list', 'forms', 'admin_matters', 'admin_content.common', 'desk'],
  'Admin/Feedbacks': ['admin', 'list', 'admin_feedbacks'],
  'Admin/FeedbackQuestions': ['admin', 'list', 'forms', 'admin_feedbacks'],
  'Admin/EmailHistories': ['admin', 'list', 'email_histories'],
  'Admin/EmailHistoriesShow': ['admin', 'list', 'email_histories'],
  'Admin/ChatApp': ['admin', 'list', 'admin_chat'],
  'Settings/': [...SETTINGS_PAGE],
  'Admin/PlanDetails': ['admin', 'list', 'forms', 'admin_plans'],
  'Admin/PlanDetailForm': ['admin', 'forms', 'admin_plans', 'admin_content.common'],
  'Admin/Faq': ['admin', 'list', 'admin_faq'],
  'Admin/FaqForm': ['admin', 'forms', 'admin_faq', 'admin_content.common'],
  'Admin/CustomerPoi': ['admin', 'list', 'forms', 'poi'],
  'Admin/CustomerPoiShow': ['admin', 'forms', 'poi'],
  'Poi/Upload': ['forms', 'poi'],
  'Settings/PaymentMethods': [...SETTINGS_PAGE, 'checkout', 'settings_billing', 'promptpay'],
  'Settings/Invoices': [...SETTINGS_PAGE, 'list', 'settings_billing', 'services_used.services'],
  'Settings/Reactivate': [...SETTINGS_PAGE, 'checkout', 'settings_billing', 'promptpay'],
  'Settings/PaymentProcessing': [...SETTINGS_PAGE, 'settings_billing'],
  'Settings/Subscriptions': [...SETTINGS_PAGE, 'settings_subscriptions', 'written_requests'],
  'Settings/ConfirmWrittenRequest': [...SETTINGS_PAGE, 'written_requests'],
  'Settings/ChangePlan': [...SETTINGS_PAGE, 'settings_subscriptions'],
  'Errors/': ['security', ...ERROR_PAGE_COPY],
  'Settings/MemberCard': [...SETTINGS_PAGE, 'member_card'],
  'Settings/PartnerDetails': [...SETTINGS_PAGE, 'partner_details', 'contact_fields'],
  'Settings/ServicesUsed': [...SETTINGS_PAGE, 'list', 'services_used'],
  'Settings/DataExport': [...SETTINGS_PAGE, 'data_export'],
  'Settings/ProfileDetails': [
    ...SETTINGS_PAGE,
    'data_export.profile',
    'invoice_details',
    'contact_fields',
  ],
  'Verify/MemberCard': ['member_card.verify', 'member_card.emergency'],
  'Admin/LegalForms': [
    'admin',
    'list',
    'forms',
    'admin_content',
    'admin_legal_forms',
    'legal_forms.categories',
  ],
  'Admin/LegalFormForm': [
    'admin',
    'forms',
    'admin_content',
    'admin_legal_forms',
    'legal_forms.categories',
  ],
  'Settings/LegalForms': [...SETTINGS_PAGE, 'legal_forms'],
  'Settings/MyRequests': [...SETTINGS_PAGE, 'desk', 'business_calendar'],
  'Settings/MyRequestNew': [...SETTINGS_PAGE, 'desk', 'business_calendar'],
  'Settings/MyRequestShow': [...SETTINGS_PAGE, 'desk', 'business_calendar'],
  'Settings/LegalFormShow': [...SETTINGS_PAGE, 'legal_forms'],
}

/** The key prefixes a page component reads beyond the chrome. */
export function pageKeyPrefixes(component: string): readonly string[] {
  const own = ownPageKeyPrefixes(component)
  // Any admin form may hold the rich-text editor, and any admin list a business-hours due time
  // (the holiday note), whose strings its page source does not name.
  if (!component.startsWith('Admin/')) return own
  return [...own, ...['rich_text', 'business_calendar'].filter((prefix) => !own.includes(prefix))]
}

function ownPageKeyPrefixes(component: string): readonly string[] {
  if (component in PAGE_KEYS) return PAGE_KEYS[component]
  const folder = Object.keys(PAGE_KEYS)
    .filter((name) => name.endsWith('/') && component.startsWith(name))
    .sort((a, b) => b.length - a.length)[0]
  return folder ? PAGE_KEYS[folder] : PAGE_NAMESPACES
}

export function coveredBy(key: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))
}

export function isChromeKey(key: string): boolean {
  return !coveredBy(key, PAGE_NAMESPACES) || CHROME_KEYS_IN_PAGE_NAMESPACES.test(key)
}

export type Bundle = { key: string; messages: Record<string, string> }

type Dictionary = Record<string, string>

/**
 * Bundles are computed once per process and per (dictionaries, locale, key
 * set). The cache is keyed on the i18n manager's dictionary objects, which
 * it replaces when it reloads the translations (dev), so a reload
 * invalidates it.
 */
const cache = new WeakMap<Dictionary, WeakMap<Dictionary, Map<string, Bundle>>>()

function memo(fallback: Dictionary, own: Dictionary, id: string, build: () => Dictionary): Bundle {
  let byOwn = cache.get(fallback)
  if (!byOwn) cache.set(fallback, (byOwn = new WeakMap()))
  let bundles = byOwn.get(own)
  if (!bundles) byOwn.set(own, (bundles = new Map()))
  let bundle = bundles.get(id)
  if (!bundle) {
    const messages = build()
    // The content hash names the bundle: the browser keeps a bundle across
    // Inertia visits until the server names a different one.
    const hash = createHash('sha1').update(JSON.stringify(messages)).digest('base64url')
    bundle = { key: `${id}:${hash.slice(0, 12)}`, messages }
    bundles.set(id, bundle)
  }
  return bundle
}

function pick(fallback: Dictionary, own: Dictionary, keep: (key: string) => boolean) {
  // Thai falls back to English key by key.
  const all = { ...fallback, ...own }
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => !SERVER_ONLY_KEY.test(key) && keep(key))
  )
}

/** The chrome's keys for a locale. */
export function chromeBundle(locale: string, fallback: Dictionary, own: Dictionary): Bundle {
  return memo(fallback, own, `chrome.${locale}`, () => pick(fallback, own, isChromeKey))
}

/** A page's own keys (those the chrome does not already carry). */
export function pageBundle(
  component: string,
  locale: string,
  fallback: Dictionary,
  own: Dictionary
): Bundle {
  const prefixes = pageKeyPrefixes(component)
  return memo(fallback, own, `page.${locale}.${prefixes.join('+') || '-'}`, () =>
    pick(fallback, own, (key) => !isChromeKey(key) && coveredBy(key, prefixes))
  )
}
