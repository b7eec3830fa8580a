/*
 * Marketing pages of SPEC §2.2. Names and paths are those of the public-page
 * registry (app/support/site_pages.ts). Pages with database content have a
 * controller; fixed-copy pages render their component directly.
 */
import router from '@adonisjs/core/services/router'

const HomeController = () => import('#controllers/marketing/home_controller')
const PlansController = () => import('#controllers/marketing/plans_controller')
const PersonalPlanController = () => import('#controllers/marketing/personal_plan_controller')
const BusinessPlanController = () => import('#controllers/marketing/business_plan_controller')

router.get('/', [HomeController, 'show']).as('home')
router.get('/get-started', [PlansController, 'choose']).as('get-started')
router.get('/view-plans', [PlansController, 'compare']).as('view-plans')

router
  .group(() => {
    router.get('/details', [PersonalPlanController, 'details']).as('details')
    router.get('/coverage-and-pricing', [PersonalPlanController, 'coverage']).as('coverage')
    router.get('/why-choose', [PersonalPlanController, 'why']).as('why')
    router.get('/how-it-works', [PersonalPlanController, 'how']).as('how')
    router.get('/faq', [PersonalPlanController, 'faq']).as('faq')
  })
  .prefix('/personal-plan')
  .as('personal-plan')

router
  .group(() => {
    router.get('/details', [BusinessPlanController, 'details']).as('details')
    router.get('/coverage-and-pricing', [BusinessPlanController, 'coverage']).as('coverage')
    router.get('/why-choose', [BusinessPlanController, 'why']).as('why')
    router.get('/how-it-works', [BusinessPlanController, 'how']).as('how')
    router.get('/faq', [BusinessPlanController, 'faq']).as('faq')
  })
  .prefix('/business-plan')
  .as('business-plan')

router.on('/expert').renderInertia('Marketing/Expert', {}).as('expert')
router.on('/how-we-help').renderInertia('Marketing/HowWeHelp', {}).as('how-we-help')
router.on('/how-we-work').renderInertia('Marketing/HowWeWork', {}).as('how-we-work')
router
  .on('/vision-and-mission')
  .renderInertia('Marketing/VisionAndMission', {})
  .as('vision-and-mission')
router.on('/about-us').renderInertia('Marketing/AboutUs', {}).as('about-us')
router.on('/careers').renderInertia('Marketing/Careers', {}).as('careers')
router.on('/affiliate').renderInertia('Marketing/Affiliate', {}).as('affiliate')
router.on('/referral').renderInertia('Marketing/Referral', {}).as('referral')
router.on('/discount').renderInertia('Marketing/Discount', {}).as('discount')
router.on('/privacy-policy').renderInertia('Marketing/PrivacyPolicy', {}).as('privacy-policy')
router.on('/invoices').renderInertia('Marketing/InvoicesInfo', {}).as('invoices-info')
router
  .on('/payment-methods')
  .renderInertia('Marketing/PaymentMethodsInfo', {})
  .as('payment-methods-info')

router
  .group(() => {
    router.on('/about').renderInertia('Marketing/Resources/About', {}).as('about')
    router
      .on('/become-an-affiliate')
      .renderInertia('Marketing/Resources/BecomeAffiliate', {})
      .as('become-affiliate')
    router
      .on('/how-it-works')
      .renderInertia('Marketing/Resources/HowItWorks', {})
      .as('how-it-works')
    router
      .on('/law-directory')
      .renderInertia('Marketing/Resources/LawDirectory', {})
      .as('law-directory')
  })
  .prefix('/resources')
  .as('resources')
