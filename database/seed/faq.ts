import FaqEntry from '#models/faq_entry'
import { FaqPage } from '#enums/content'

/**
 * The general FAQ (SPEC §2.3) and the resource FAQ, seeded in every
 * environment: staff edit them later in admin. Entries are found by page
 * and question, so a second run updates instead of duplicating.
 *
 * SPEC §1 asks to keep the FAQ's contradictions as written: pre-existing
 * matters are excluded in "What is not covered?" and covered in "Can I get
 * help with a problem I already have?"; document review is "up to 15 pages
 * to start" here while the plan modal says 10 pages per month.
 */
type Seed = { heading?: string; question: string; answer: string }

const GENERAL: Seed[] = [
  // About
  {
    heading: 'About',
    question: 'What is Lexpat?',
    answer:
      '<p>Lexpat is a prepaid legal-protection membership for people and small businesses in Thailand. For a fixed monthly fee you get access to a network of independent provider law firms whose lawyers have an average of 20 years of experience, so you can ask for advice before a small problem becomes an expensive one.</p>',
  },
  {
    question: 'Who is Lexpat for?',
    answer:
      '<p>Expats living in Thailand, Thai residents, families with members abroad and small for-profit businesses. Members may live in Thailand or outside it; what matters is that the legal question concerns Thai law.</p>',
  },
  {
    question: 'Who are the lawyers who help members?',
    answer:
      '<p>Our provider law firms are independent Thai firms, licensed to practise in Thailand. Their lawyers have an average of 20 years of experience in areas such as immigration, family law, property, employment and company matters.</p>',
  },
  {
    question: 'Is Lexpat a law firm?',
    answer:
      '<p>No. Lexpat runs the membership: we check your application, take your requests and pass them to a provider law firm. The legal advice itself always comes from a licensed lawyer of one of those independent firms.</p>',
  },
  {
    question: 'In which languages can I get help?',
    answer:
      '<p>Member services and the provider lawyers work in English and Thai. Documents in Thai are explained to you in plain English.</p>',
  },
  // Membership
  {
    heading: 'Membership',
    question: 'How long does it take to activate my membership?',
    answer:
      '<p>Our staff review every application within 12 to 24 business hours. You receive an email as soon as your membership is active, and you can then contact a lawyer straight away.</p>',
  },
  {
    question: 'Which plans do you offer and what do they cost?',
    answer:
      '<ul><li><strong>Personal plan</strong>: family coverage, starting at 795 THB per month.</li><li><strong>Business plan</strong>: for small for-profit businesses, starting at 4,950 THB per month.</li></ul><p>Both can be paid monthly or yearly. See <a href="/view-plans">View Plans</a> for the current prices.</p>',
  },
  {
    question: 'Who is covered by the Personal plan?',
    answer:
      '<p>The member, a spouse or partner, and dependants: children under 26 who live at home (on select plans) and children under 18 in your guardianship. Add your partner under <em>Spouse / Partner Details</em> in your account settings.</p>',
  },
  {
    question: 'Can I join if I live outside Thailand?',
    answer:
      '<p>Yes. Members may be Thai residents or people abroad, for example owners of a condominium in Thailand or families of someone who lives here. Advice is given by phone, video call or email.</p>',
  },
  {
    question: 'Can a membership be activated for someone who is already in custody?',
    answer:
      '<p>No. A membership cannot be activated for a person who is already incarcerated. If a member is arrested or detained after joining, call the 24/7 emergency line at once.</p>',
  },
  {
    question: 'How do I reinstate a suspended or cancelled account?',
    answer:
      '<p>Contact your advisor or member services. We check what is outstanding, and your membership is reactivated once the account is brought up to date.</p>',
  },
  // Benefit and Coverage
  {
    heading: 'Benefit and Coverage',
    question: 'What does my membership cover?',
    answer:
      '<ul><li>Unlimited legal advice on covered matters</li><li>Letters or calls made by a lawyer on your behalf</li><li>Review of documents before you sign</li><li>Wills and powers of attorney</li><li>Immigration and visa help</li><li>24/7 emergency help in case of arrest, detention, serious injury or being served a warrant</li><li>10-25% off standard hourly rates and extra services, and 5-10% off contingency fees</li><li>Online legal forms</li></ul>',
  },
  {
    question: 'How much document review is included?',
    answer:
      '<p>On the Personal plan a lawyer reviews documents of <strong>up to 15 pages to start</strong>: a lease, an employment contract, a sale agreement or a letter from an authority. Longer documents can be reviewed at the preferred member rate.</p>',
  },
  {
    question: 'How many letters or calls can a lawyer make for me?',
    answer:
      '<p>Personal plan: one letter or call on your behalf per month. Business plan: up to 30 letters or calls per year, with at most 6 in one month.</p>',
  },
  {
    question: 'What discount do members get on further legal work?',
    answer:
      '<p>When a matter needs more than the membership includes, for example going to court, provider firms give members 10-25% off their standard hourly rates and extra services, and 5-10% off contingency fees.</p>',
  },
  {
    question: 'What is not covered?',
    answer:
      '<ul><li>International, military and tribal law</li><li>Civil actions, traffic tickets and charges, and notices from authorities that began before your membership started (pre-existing matters)</li></ul><p>A membership also cannot be activated for a person who is already incarcerated.</p>',
  },
  {
    question: 'Do you help with visas and immigration?',
    answer:
      '<p>Yes. Lawyers advise on retirement, marriage, business and long-stay visas, extensions, 90-day reporting, re-entry permits and refused applications, and they review your documents before you submit them.</p>',
  },
  {
    question: 'What does the Business plan include?',
    answer:
      '<p>Unlimited consultations, help with company formation, contract review and drafting, employment-law advice, compliance advice and dispute resolution. Limits per membership year: up to 30 letters or calls (at most 6 a month); 24 documents reviewed (at most 2 a month, each up to 10 pages); collection letters up to 2 a month; one legal opinion a month with up to one hour of research per matter; up to two written spokespersons; one business registration number.</p>',
  },
  {
    question: 'What is the member perk programme?',
    answer:
      '<p>Members get free access to a perk programme with discounts from partner businesses in Thailand and 15 other countries. Details are in your member area.</p>',
  },
  // Finding a Legal Advisor
  {
    heading: 'Finding a Legal Advisor',
    question: 'How do I reach a lawyer?',
    answer:
      '<p>Call member services or send us your question by email, LINE or the <a href="/support/ticket">support ticket form</a> with your membership number. We pass it to a provider law firm that handles that kind of matter, and a lawyer contacts you to discuss it.</p>',
  },
  {
    question: 'How quickly will a lawyer contact me?',
    answer:
      '<p>Requests received during support hours, 9 AM to 5 PM Monday to Friday, are passed to a provider firm the same working day. Urgent situations go through the 24/7 emergency line instead.</p>',
  },
  {
    question: 'Can I choose my own lawyer?',
    answer:
      '<p>We match your matter with the provider firm best placed to handle it. If you have worked with one of our provider lawyers before, tell us and we will ask for that lawyer again where possible.</p>',
  },
  {
    question: 'What do I do in an emergency outside office hours?',
    answer:
      '<p>Call the emergency line, open 24 hours a day, 7 days a week, if you or a covered family member is arrested, detained, seriously injured or served a warrant. Have your membership number ready. See <a href="/support/emergency">Emergency Help</a>.</p>',
  },
  {
    question: 'What if I am not satisfied with the advice I received?',
    answer:
      '<p>Tell member services. We can arrange a second opinion from another provider firm, and we ask every member to rate the help received in a short survey so we can follow up.</p>',
  },
  // Become an Independent Advisor
  {
    heading: 'Become an Independent Advisor',
    question: 'What is an independent advisor?',
    answer:
      '<p>Independent advisors (affiliates) introduce Lexpat memberships to people and businesses they know and earn a commission on the memberships they sell. They do not give legal advice themselves.</p>',
  },
  {
    question: 'What does it cost to start as an advisor?',
    answer:
      '<p>The start-up cost is a membership of your own: a Personal plan at 795 THB or a Business plan at 4950 THB.</p>',
  },
  {
    question: 'How are advisors paid?',
    answer:
      '<p>Each membership you sell is tracked through your personal referral link on our affiliate platform. Commissions are calculated on the memberships that become active and are paid out monthly.</p>',
  },
  {
    question: 'Do I need legal training to become an advisor?',
    answer:
      '<p>No. You explain what the membership offers; the legal work is done by the provider lawyers. We give you the product information and answer your questions while you get started.</p>',
  },
  {
    question: 'How do I apply to become an advisor?',
    answer:
      '<p>Read about the programme on the <a href="/affiliate">Affiliate Program</a> page and sign up through the link there. Our team contacts you once your application has been reviewed.</p>',
  },
  // Technical Issues
  {
    heading: 'Technical Issues',
    question: 'I did not receive my verification email. What should I do?',
    answer:
      '<p>Check your spam or promotions folder first. You can request a new email from the verification page after the countdown ends. If it still does not arrive, open a support ticket with the category <em>Technical issue</em>.</p>',
  },
  {
    question: 'I forgot my password. How do I reset it?',
    answer:
      '<p>Choose <em>Forgot password</em> on the login page and enter your email address. We send you a link to choose a new password; the link expires after a short time for your security.</p>',
  },
  {
    question: 'The website does not display correctly. What can I do?',
    answer:
      '<p>Refresh the page, then try an up-to-date version of Chrome, Safari, Firefox or Edge. If the problem continues, send us a support ticket describing what you see, on which device and browser.</p>',
  },
  {
    question: 'Can I use Lexpat on my phone?',
    answer:
      '<p>Yes. The website works on phones and tablets, and you can reach member services from your phone by call, LINE, WhatsApp or Messenger.</p>',
  },
  {
    question: 'How do I change the language of the website?',
    answer:
      '<p>The site is available in English and Thai. When you are signed in, the language you choose is saved in your account.</p>',
  },
  // Billing
  {
    heading: 'Billing',
    question: 'Which payment methods do you accept?',
    answer:
      '<p>Credit and debit cards. <strong>Prepaid credit cards are not accepted.</strong> You can manage your cards under <em>Payment Methods</em> in your account settings.</p>',
  },
  {
    question: 'Why was my card refused?',
    answer:
      '<p>Most refusals come from prepaid cards, which we do not accept, or from a bank blocking an online payment. Try another credit or debit card, or ask your bank to allow the payment.</p>',
  },
  {
    question: 'When am I charged?',
    answer:
      '<p>Your first payment is taken when you apply. After that you are charged at the start of each period: every month on a monthly plan, every year on an annual plan.</p>',
  },
  {
    question: 'Are prices inclusive of VAT?',
    answer:
      '<p>Yes. The prices shown include 7% VAT, and each invoice shows the VAT amount separately.</p>',
  },
  {
    question: 'Where can I find my invoices?',
    answer:
      '<p>Under <em>Invoices</em> in your account settings. Every invoice can be downloaded as a PDF.</p>',
  },
  {
    question: 'What happens if a payment fails?',
    answer:
      '<p>We email you and try the charge again over the following days. If the payment still cannot be taken, your membership is suspended until the outstanding amount is paid.</p>',
  },
  // Cancellation
  {
    heading: 'Cancellation',
    question: 'How do I cancel?',
    answer:
      '<p>Send us a written request from your account or by email. Cancellation takes effect 30 days after we receive it. An annual membership cannot end before its first 12 months.</p>',
  },
  {
    question: 'Can I cancel or change my plan by phone?',
    answer:
      "<p>Plans can be adjusted or cancelled with 30 days' notice by written request, email or phone. A cancellation itself must be in writing, so after a call we ask you to confirm it by email or letter.</p>",
  },
  {
    question: 'Can I cancel an annual membership early?',
    answer:
      "<p>Annual memberships can be cancelled only after the first 12 months. After that, the usual 30 days' written notice applies.</p>",
  },
  {
    question: 'Can I switch between the Personal and Business plans?',
    answer:
      "<p>Yes, with 30 days' notice. Contact member services and we will explain how the change affects your price and your coverage.</p>",
  },
  // Contact
  {
    heading: 'Contact',
    question: 'What are your support hours?',
    answer:
      '<p>Member services are open from 9 AM to 5 PM, Monday to Friday (Bangkok time). The emergency line is open 24 hours a day, 7 days a week.</p>',
  },
  {
    question: 'How can I contact member services?',
    answer:
      '<p>By phone, email, LINE, WhatsApp or Messenger: the links are at the bottom of this page and on the <a href="/resources/contact-us">Contact Us</a> page.</p>',
  },
  {
    question: 'How do I open a support ticket?',
    answer:
      '<p>Use the <a href="/support/ticket">support ticket form</a>. Add your membership number (for example LX-2026-000123) if you have one, so we can find your account quickly. You receive a ticket reference straight away.</p>',
  },
  {
    question: 'Where do I find the emergency number?',
    answer:
      '<p>On the <a href="/support/emergency">Emergency Help</a> page and in the header of every page. Save it in your phone today so you have it when you need it.</p>',
  },
  // General Questions
  {
    heading: 'General Questions',
    question: 'Can I get help with a problem I already have?',
    answer:
      '<p>Yes. Pre-existing matters are covered: you can ask a lawyer for advice on a problem that started before you joined, and the lawyer will explain your options and the next steps.</p>',
  },
  {
    question: 'Is what I tell Lexpat kept confidential?',
    answer:
      '<p>Yes. What you tell a provider lawyer is covered by lawyer-client confidentiality, and we handle your personal data under Thailand\'s Personal Data Protection Act (PDPA). See our <a href="/privacy-policy">Privacy Policy</a>.</p>',
  },
  {
    question: 'How do I ask for my personal data to be deleted?',
    answer:
      '<p>Send a request through the <a href="/request-delete">data deletion form</a>. We confirm your identity and handle the request within 30 days.</p>',
  },
  {
    question: 'Do I need separate plans for personal and business matters?',
    answer:
      '<p>Yes. The Personal plan covers you and your family; the Business plan covers one business registration number. Many business owners hold both.</p>',
  },
  {
    question: 'Can you help with legal matters in other countries?',
    answer:
      '<p>Advice covers Thai law. International law is excluded, but a lawyer can tell you how a Thai matter interacts with your home country and when you need a lawyer there.</p>',
  },
]

const RESOURCES: Seed[] = [
  {
    heading: 'Using the resources',
    question: 'Do I need a membership to use the resources?',
    answer:
      '<p>No. The blog, the law directory and this FAQ are open to everyone. Members also get the online legal forms and can ask a lawyer about anything they read.</p>',
  },
  {
    question: 'Are the articles legal advice?',
    answer:
      '<p>No. Articles explain Thai law in general terms so you know what to expect. Every situation is different: members should ask a provider lawyer before acting on an article.</p>',
  },
  {
    heading: 'Blog',
    question: 'How do I find articles on a topic?',
    answer:
      '<p>On the <a href="/resources/blog">blog</a>, filter by category or tag, or search titles and summaries. Each article lists related articles at the end.</p>',
  },
  {
    question: 'Can I suggest a topic for the blog?',
    answer:
      '<p>Yes. Send your suggestion through the <a href="/resources/contact-us">contact form</a> with the subject "Blog topic". Questions many members ask are the ones we write about first.</p>',
  },
  {
    heading: 'Law directory',
    question: 'What is the law directory?',
    answer:
      '<p>A plain-English guide to the Thai laws expats meet most often (immigration, property, family, employment, traffic and business) with the name of each act and what it means for you.</p>',
  },
  {
    question: 'Is the law directory up to date?',
    answer:
      '<p>Our editors update an entry when a law it describes changes. Each entry shows when it was last reviewed; ask a lawyer if your matter depends on a recent change.</p>',
  },
  {
    heading: 'Legal forms',
    question: 'Which online legal forms are available?',
    answer:
      '<p>Members can use forms such as a power of attorney, a residential lease, a simple will and letters to landlords or employers. Each form explains which parts you must complete.</p>',
  },
  {
    question: 'Can I use a legal form without a lawyer?',
    answer:
      '<p>You can, but we recommend a quick review: document review is part of your membership, so a lawyer can check the completed form before you sign it.</p>',
  },
  {
    heading: 'Becoming an affiliate',
    question: 'How do I become an affiliate?',
    answer:
      '<p>Read the <a href="/resources/become-an-affiliate">Become an Affiliate</a> page and apply there. The start-up cost is a Personal plan at 795 THB or a Business plan at 4950 THB.</p>',
  },
  {
    question: 'How are my referrals tracked?',
    answer:
      '<p>Every affiliate gets a personal referral link. Visits, sign-ups and memberships that become active through your link are recorded, and you can follow them in your affiliate account.</p>',
  },
]

async function seedPage(pageKey: string, entries: Seed[]) {
  // Starting content, written once: staff edit it afterwards (Admin › FAQ).
  if (await FaqEntry.findBy('page_key', pageKey)) return
  for (const [index, entry] of entries.entries()) {
    const row = await FaqEntry.firstOrNew({ pageKey, question: entry.question })
    row.merge({
      groupHeading: entry.heading ?? null,
      answer: entry.answer,
      position: index + 1,
      isPublished: true,
    })
    await row.save()
  }
}

/** The general FAQ (page 'general') and the resource FAQ (page 'resources'). */
export async function seedGeneralFaq() {
  await seedPage(FaqPage.GENERAL, GENERAL)
  await seedPage(FaqPage.RESOURCES, RESOURCES)
}

/** Exported for tests: how many questions each page gets. */
export const FAQ_SEED_COUNTS = { general: GENERAL.length, resources: RESOURCES.length }
