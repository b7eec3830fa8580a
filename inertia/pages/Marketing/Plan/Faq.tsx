import { useEffect } from 'react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { Prose } from '~/components/marketing/prose'
import { PlanHero } from '~/components/marketing/plans/plan_hero'
import { useTranslation } from '~/hooks/use_translation'
import { scrollToElement, useHashTarget } from '~/hooks/use_hash_target'
import { faqAnchor } from '~/components/faq/faq_list'
import type { Data } from '@generated/data'

export default function PlanFaq({ plan, faqs }: { plan: Data.Plan; faqs: Data.FaqEntry[] }) {
  const { t } = useTranslation()
  const prefix = `plans.${plan.slug}.faq`
  // A link to one question (`#faq-<id>`, the assistant's sources) opens it.
  const target = useHashTarget(faqs.map((faq) => faqAnchor(faq.id)))
  useEffect(() => {
    const element = target ? document.getElementById(target) : null
    if (element instanceof HTMLDetailsElement) {
      element.open = true
      scrollToElement(element.id)
    }
  }, [target])
  return (
    <>
      <Seo title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} />
      <PlanHero plan={plan} title={t(`${prefix}.heading`)} intro={t(`${prefix}.intro`)} />
      <Section>
        <div className="max-w-3xl">
          {faqs.length > 0 ? (
            // Native disclosure: answers are in the server HTML and open without JavaScript.
            <div className="divide-y divide-slate-200 border-y border-slate-200">
              {faqs.map((faq) => (
                <details
                  key={faq.id}
                  id={faqAnchor(faq.id)}
                  name={`${plan.slug}-faq`}
                  className="group scroll-mt-28 py-1"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900 hover:text-navy-700 focus-visible:outline-2 focus-visible:outline-gold-600 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <Prose
                    html={faq.answerHtml}
                    className="max-h-[500px] overflow-y-auto pb-4 text-sm"
                  />
                </details>
              ))}
            </div>
          ) : (
            <p className="text-slate-700">{t('plans.faq_empty')}</p>
          )}
          <p className="mt-10 text-slate-700">
            {t('plans.faq_more')}{' '}
            <Link route="faqs-general" className="font-medium text-navy-700 underline">
              {t('nav.faqs_general')}
            </Link>
            {' · '}
            <Link route="resources.contact-us" className="font-medium text-navy-700 underline">
              {t('nav.contact_us')}
            </Link>
          </p>
        </div>
      </Section>
      <CtaBand />
    </>
  )
}
