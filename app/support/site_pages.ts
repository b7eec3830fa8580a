/**
 * Every public page of SPEC §2.2 with its route name and path: the one
 * registry read by the header navigation (SPEC §2.2/§2.5), the site-map
 * page and sitemap.xml. Route files register a route for each entry under
 * the same name; a test checks that none is missing.
 *
 * `nav` is the translation key of the page's label (resources/lang/*\/nav.json).
 * Pure data: imported by the server and by the browser code.
 */
export type SitePage = {
  route: string
  path: string
  nav: string
  /** Listed in sitemap.xml and on the site-map page. */
  indexed?: boolean
  section:
    'main' | 'personal' | 'business' | 'services' | 'resources' | 'about' | 'account' | 'legal'
}

const page = (
  route: string,
  path: string,
  nav: string,
  section: SitePage['section'],
  indexed = true
): SitePage => ({
  route,
  path,
  nav,
  section,
  indexed,
})

/** The five pages each plan (personal, business) has, under `<plan>-plan.*`. */
const planPages = (plan: 'personal' | 'business'): SitePage[] => [
  page(`${plan}-plan.details`, `/${plan}-plan/details`, 'nav.plan_details', plan),
  page(
    `${plan}-plan.coverage`,
    `/${plan}-plan/coverage-and-pricing`,
    'nav.coverage_and_pricing',
    plan
  ),
  page(`${plan}-plan.why`, `/${plan}-plan/why-choose`, 'nav.why_choose', plan),
  page(`${plan}-plan.how`, `/${plan}-plan/how-it-works`, 'nav.how_it_works', plan),
  page(`${plan}-plan.faq`, `/${plan}-plan/faq`, 'nav.faq', plan),
]

/** Topics of the Personal navigation (SPEC §2.2), grouped. */
export const PERSONAL_TOPIC_GROUPS = {
  visa_immigration: [
    'international-visas',
    'thai-visas',
    'us-visas',
    'uk-visas',
    'schengen-visas',
    'canadian-visas',
    'australian-visas',
  ],
  legal_issues: ['criminal', 'employment', 'traffic-accident', 'family-law', 'debt-collection'],
  estate_planning: ['probate', 'power-of-attorney', 'living-will', 'last-will-and-testament'],
  document_review: ['contract-review', 'contractual-issues', 'second-opinions'],
  expat_support: [
    'insurance-claims',
    'healthcare-and-insurance',
    'driving-and-transport',
    'cultural-and-legal-adjustments',
    'opening-a-thai-bank-account',
  ],
  rental_disputes: ['renter', 'landlord'],
  property_rights: ['freehold', 'leasehold', 'superficies', 'usufruct'],
} as const

/** Topics of the Business navigation (SPEC §2.2): single items, then groups. */
export const BUSINESS_TOPICS = [
  'banking-and-financial-assistance',
  'civil-litigation',
  'company-registration',
  'labor-law',
  'licenses-and-permits',
  'taxation-and-accounting',
  'visa-and-work-permit',
] as const

export const BUSINESS_TOPIC_GROUPS = {
  debt_collection: ['settlement', 'collection-letter', 'negotiation'],
  dispute_resolution: ['arbitration', 'litigation-support', 'mediation'],
  intellectual_property: ['trademark', 'copyright'],
} as const

/** Service-area pages of SPEC §2.2. */
export const SERVICE_AREAS = [
  'gun-supplement',
  'home-business',
  'ride-and-delivery-driver',
  'business-license',
  'civil-litigation',
  'collection',
  'consumer-finance',
  'contract',
  'employee-law',
  'employment',
  'estate-planning',
  'family-law',
  'intellectual-property',
  'landlords',
  'renters',
  'real-estate',
  'traffic-accident',
] as const
export const ADD_ON_COVERAGE = [
  'gun-supplement',
  'home-business',
  'ride-and-delivery-driver',
] as const

export const SITE_PAGES: ReadonlyArray<SitePage> = [
  page('home', '/', 'nav.home', 'main'),
  page('get-started', '/get-started', 'nav.get_started', 'main'),
  page('view-plans', '/view-plans', 'nav.view_plans', 'main'),
  page('expert', '/expert', 'nav.expert', 'main'),
  page('how-we-help', '/how-we-help', 'nav.how_we_help', 'about'),
  page('how-we-work', '/how-we-work', 'nav.how_we_work', 'about'),
  page('vision-and-mission', '/vision-and-mission', 'nav.vision_and_mission', 'about'),
  page('about-us', '/about-us', 'nav.about_us', 'about'),
  page('careers', '/careers', 'nav.careers', 'about'),
  page('affiliate', '/affiliate', 'nav.affiliate', 'about'),
  page('referral', '/referral', 'nav.referral', 'about'),
  page('discount', '/discount', 'nav.discount', 'about'),
  page('privacy-policy', '/privacy-policy', 'nav.privacy_policy', 'legal'),
  page('site-map', '/site-map', 'nav.site_map', 'legal'),
  page('invoices-info', '/invoices', 'nav.invoices_info', 'legal'),
  page('payment-methods-info', '/payment-methods', 'nav.payment_methods_info', 'legal'),

  ...planPages('personal'),
  ...planPages('business'),

  page('resources.about', '/resources/about', 'nav.resources_about', 'resources'),
  page(
    'resources.become-affiliate',
    '/resources/become-an-affiliate',
    'nav.become_affiliate',
    'resources'
  ),
  page('resources.how-it-works', '/resources/how-it-works', 'nav.how_it_works', 'resources'),
  page('resources.law-directory', '/resources/law-directory', 'nav.law_directory', 'resources'),
  page('resources.blog', '/resources/blog', 'nav.blog', 'resources'),
  page('resources.contact-us', '/resources/contact-us', 'nav.contact_us', 'resources'),
  page('resources.faq', '/resources/faq', 'nav.resource_faq', 'resources'),
  page('faqs-general', '/faqs/general', 'nav.faqs_general', 'about'),

  page('support.ticket', '/support/ticket', 'nav.ticket_form', 'account'),
  page('support.emergency', '/support/emergency', 'nav.request_emergency', 'account'),
  page('support.living-mail', '/support/living-mail', 'nav.living_mail', 'account'),
  page('request-delete', '/request-delete', 'nav.request_delete', 'account'),
  page('survey', '/survey', 'nav.survey', 'account', false),
]

/** Parameterised pages: one route each, one URL per slug. */
export const TOPIC_ROUTES = {
  personal: { route: 'topics.personal', path: '/personal/:slug' },
  business: { route: 'topics.business', path: '/business/:slug' },
  service: { route: 'service-areas.show', path: '/services/:slug' },
} as const

export function topicPath(kind: keyof typeof TOPIC_ROUTES, slug: string): string {
  return TOPIC_ROUTES[kind].path.replace(':slug', slug)
}

export function pageByRoute(route: string): SitePage | undefined {
  return SITE_PAGES.find((entry) => entry.route === route)
}

/** Every indexable URL path of the public site, for sitemap.xml and the site map. */
export function indexedPaths(): string[] {
  const personal = Object.values(PERSONAL_TOPIC_GROUPS).flat()
  const business = [...BUSINESS_TOPICS, ...Object.values(BUSINESS_TOPIC_GROUPS).flat()]
  return [
    ...SITE_PAGES.filter((entry) => entry.indexed !== false).map((entry) => entry.path),
    ...personal.map((slug) => topicPath('personal', slug)),
    ...business.map((slug) => topicPath('business', slug)),
    ...SERVICE_AREAS.map((slug) => topicPath('service', slug)),
  ]
}
