import { useEffect, useRef, useState } from 'react'
import { RadixDialog } from '~/components/ui/radix_dialog'
import { DialogCloseX } from '~/components/ui/drawer'
import { Accordion } from '~/components/ui/accordion'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { AddToCart } from '~/components/marketing/plans/add_to_cart'
import { AnswerList, DetailVariants } from '~/components/marketing/plans/detail_lines'
import type { Data } from '@generated/data'
import type { PlanSlug } from './plan_details_modal'

type Details = {
  id: number
  slug: PlanSlug
  name: string
  monthly: Data.Price.Variants['toOffer'] | null
  annual: Data.Price.Variants['toOffer'] | null
  items: Data.PlanDetailItem[]
}

/**
 * The plan-details modal (SPEC §2.6, §4): accordion sections of the plan,
 * loaded when it opens. While open the page does not scroll; on close its
 * own scroll position is reset.
 */
export function PlanModal({ plan, onClose }: { plan: PlanSlug | null; onClose: () => void }) {
  const { t, locale } = useTranslation()
  const [details, setDetails] = useState<Details | null>(null)
  const [failed, setFailed] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  // Closed because a price went into the cart: focus goes to the cart, not back to the opener.
  const toCart = useRef(false)

  useEffect(() => {
    setDetails(null)
    setFailed(false)
    if (!plan) return
    let cancelled = false
    fetch(urlFor('api.plans.details', { slug: plan }), {
      headers: { 'Accept': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((data: Details) => !cancelled && setDetails(data))
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [plan, locale])

  // Lock page scrolling while the modal is open.
  useEffect(() => {
    if (!plan) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [plan])

  function close() {
    if (body.current) body.current.scrollTop = 0
    onClose()
  }

  function added() {
    toCart.current = true
    close()
  }

  return (
    <RadixDialog.Root open={plan !== null} onOpenChange={(next) => !next && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          data-testid="plan-modal"
          onCloseAutoFocus={(event) => {
            if (toCart.current) event.preventDefault()
            toCart.current = false
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
            <RadixDialog.Title className="text-lg font-semibold text-navy-800">
              {details?.name
                ? t('nav_panels.plan_modal_title', { plan: details.name })
                : t('common.loading')}
            </RadixDialog.Title>
            <DialogCloseX />
          </div>
          <RadixDialog.Description className="sr-only">
            {t('nav_panels.open_plan_modal')}
          </RadixDialog.Description>
          <div ref={body} data-testid="plan-modal-body" className="overflow-y-auto px-6">
            {failed ? (
              <p className="py-6 text-sm text-red-700">{t('errors.server_error_text')}</p>
            ) : null}
            {details ? (
              <Accordion
                items={details.items.map((item) => ({
                  id: String(item.id),
                  title: item.question,
                  content: (
                    <>
                      {item.description ? <p>{item.description}</p> : null}
                      <DetailVariants variants={item.variants} />
                      <AnswerList answers={item.answers} className="mt-2" />
                    </>
                  ),
                }))}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-6 py-4">
            {details ? (
              <>
                <AddToCart plan={details} price={details.monthly} size="md" onAdded={added}>
                  {t('cart.choose_monthly')}
                </AddToCart>
                <AddToCart
                  plan={details}
                  price={details.annual}
                  size="md"
                  variant="secondary"
                  onAdded={added}
                >
                  {t('cart.choose_annual')}
                </AddToCart>
              </>
            ) : null}
            <Button variant="secondary" onClick={close}>
              {t('common.close')}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
