import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

type Step = 'plan' | 'payment' | 'confirmation'
type Choice = Data.Price.Variants['toOption'] & { effectiveOn: string }

type Props = {
  step: Step
  membership: Data.Price.Variants['toOption'] & {
    id: number
    membershipNumber: string
    renewsOn: string | null
  }
  options: Choice[]
  quote: Choice | null
  card: { brand: string; last4: string } | null
}

const STEPS: Step[] = ['plan', 'payment', 'confirmation']

/**
 * The plan change (SPEC §2.7's plan → payment → confirmation, SPEC §1/§9's
 * 30 days' notice): the member sees when the new plan starts and exactly
 * what is charged then, before confirming.
 */
export default function ChangePlan({ step, membership, options, quote, card }: Props) {
  const { t } = useTranslation()
  const c = (key: string, values?: Record<string, string | number>) =>
    t(`settings_subscriptions.change.${key}`, values)
  const period = (value: string) => t(`settings_subscriptions.period.${value}`)
  const per = (value: string) => t(`settings_subscriptions.per.${value}`)
  const index = STEPS.indexOf(step)

  return (
    <>
      <div className="max-w-3xl">
        <SettingsTitle title={c('title')} />
        <ol className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={c('title')}>
          {STEPS.map((name, n) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              className={cn(
                'rounded-full px-3 py-1',
                n === index
                  ? 'bg-navy-800 text-white'
                  : n < index
                    ? 'bg-slate-200 text-slate-800'
                    : 'bg-slate-100 text-slate-600'
              )}
            >
              {c('step_label', { n: n + 1, name: c(`steps.${name}`) })}
            </li>
          ))}
        </ol>
        <p className="mt-6 text-slate-700" data-testid="current-plan">
          {c('current', {
            plan: membership.plan,
            period: period(membership.billingPeriod),
            amount: membership.amount,
            per: per(membership.billingPeriod),
            number: membership.membershipNumber,
          })}
        </p>

        {step === 'plan' ? (
          <section aria-labelledby="choose-heading" className="mt-6">
            <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">{c('rule')}</p>
            <h2 id="choose-heading" className="mt-6 text-xl font-semibold text-navy-800">
              {c('choose')}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="plan-options">
              {options.map((option) => (
                <li key={option.priceId} className="rounded-lg border border-slate-200 p-5">
                  <h3 className="text-lg font-semibold text-navy-800">
                    {option.plan} · {period(option.billingPeriod)}
                  </h3>
                  <p className="mt-1 text-2xl font-semibold text-slate-900">
                    {option.amount}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      {per(option.billingPeriod)}
                    </span>
                  </p>
                  <p className="mt-2 text-sm text-slate-700">
                    {c('option_effective', {
                      date: option.effectiveOn,
                      amount: option.amount,
                      per: per(option.billingPeriod),
                    })}
                  </p>
                  <Link
                    route="settings.subscriptions.change-plan.payment"
                    routeParams={{ id: membership.id }}
                    qs={{ price: option.priceId }}
                    className={cn(buttonClasses('primary'), 'mt-4')}
                    data-price={option.priceId}
                  >
                    {c('continue')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {step !== 'plan' && quote ? (
          <ChargeStatement
            step={step}
            membershipId={membership.id}
            quote={quote}
            card={card}
            renewsOn={membership.renewsOn}
          />
        ) : null}

        <p className="mt-8">
          <Link route="settings.subscriptions" className="text-navy-800 underline">
            {c('back_to_subscriptions')}
          </Link>
        </p>
      </div>
    </>
  )
}

function ChargeStatement({
  step,
  membershipId,
  quote,
  card,
}: {
  step: Step
  membershipId: number
  quote: Choice
  card: Props['card']
  renewsOn: string | null
}) {
  const { t } = useTranslation()
  const c = (key: string, values?: Record<string, string | number>) =>
    t(`settings_subscriptions.change.${key}`, values)
  const per = t(`settings_subscriptions.per.${quote.billingPeriod}`)
  const form = useRouteForm(
    'settings.subscriptions.change-plan.store',
    { price_id: quote.priceId },
    { params: { id: membershipId } }
  )
  return (
    <section
      aria-labelledby="charge-heading"
      className="mt-6 rounded-lg border border-slate-200 p-6"
    >
      {step === 'confirmation' ? (
        <div className="mb-4" data-testid="change-done">
          <h2 className="text-xl font-semibold text-emerald-800">{c('done_title')}</h2>
          <p className="mt-1 text-slate-800">
            {c('done_text', {
              date: quote.effectiveOn,
              plan: quote.plan,
              period: t(`settings_subscriptions.period.${quote.billingPeriod}`),
              amount: quote.amount,
            })}
          </p>
        </div>
      ) : null}
      <h2 id="charge-heading" className="text-lg font-semibold text-navy-800">
        {c('charge_title')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-800" data-testid="charge-statement">
        <li>{c('charge_now')}</li>
        <li className="font-semibold">
          {c('charge_on', {
            date: quote.effectiveOn,
            amount: quote.amount,
            unit: c(`unit.${quote.billingPeriod}`),
            plan: quote.plan,
          })}
        </li>
        <li>{c('charge_after', { amount: quote.amount, per })}</li>
        <li>{c('until_then', { date: quote.effectiveOn })}</li>
        <li data-testid="card">
          {card
            ? c('card', { brand: card.brand, last4: card.last4 })
            : c('no_card', { date: quote.effectiveOn })}
        </li>
      </ul>
      {step === 'payment' ? (
        <Form form={form} className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="price_id" value={quote.priceId} />
          <SubmitButton form={form}>{c('confirm')}</SubmitButton>
          <Link
            route="settings.subscriptions.change-plan"
            routeParams={{ id: membershipId }}
            className={buttonClasses('secondary')}
          >
            {c('back')}
          </Link>
        </Form>
      ) : null}
    </section>
  )
}
