import { useEffect, useState } from 'react'
import { Link } from '~/components/link'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import {
  Form,
  FormErrors,
  PasswordField,
  RadioGroupField,
  SubmitButton,
  TextField,
  TextareaField,
  useRouteForm,
  useFields,
} from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

const STEPS = [1, 2, 3, 4, 5, 6] as const
type Step = (typeof STEPS)[number]

/** The step that shows a field, so a server error sends the member back to it. */
const STEP_OF_FIELD: Record<string, Step> = {
  reason: 1,
  details: 1,
  text: 5,
  signature: 5,
  password: 6,
  subscription: 6,
}

/**
 * Membership cancellation in six steps (SPEC §2.8, one modal): reason, what
 * is lost, alternatives, the notice rule with the computed date, the
 * written request signed with the full name (SPEC §1: in writing), and the
 * password; after it, the summary.
 */
export function CancelMembershipDialog({
  membership,
  reasons,
  memberName,
  memberEmail,
  alternatives,
  done,
  onClose,
}: {
  membership: Data.MemberSubscription
  reasons: string[]
  memberName: string
  memberEmail: string
  alternatives: Data.Price.Variants['toOption'][]
  done: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>(1)
  const [stepError, setStepError] = useState<string | null>(null)
  const form = useRouteForm(
    'settings.subscriptions.cancellation.store',
    { reason: '', details: '', text: '', signature: '', password: '' },
    { params: { id: membership.id }, preserveScroll: true, resetOnFinish: ['password'] }
  )
  const errorFields = Object.keys(form.errors)
  useEffect(() => {
    const steps = errorFields.map((field) => STEP_OF_FIELD[field]).filter(Boolean)
    if (steps.length) setStep(Math.min(...steps) as Step)
  }, [errorFields.join(',')])

  const k = (key: string, values?: Record<string, string | number>) =>
    t(`settings_subscriptions.cancel.${key}`, values)
  const field = useFields(form, 'settings_subscriptions.cancel')
  const per = (period: string) => t(`settings_subscriptions.per.${period}`)
  const period = (value: string) => t(`settings_subscriptions.period.${value}`)

  function next() {
    if (step === 1 && !form.data.reason) {
      setStepError(k('reason_required'))
      return
    }
    setStepError(null)
    setStep((current) => Math.min(6, current + 1) as Step)
  }

  const usedThisYear = (membership.usage ?? []).filter((line) => line.year.used > 0)
  const titleId = `cancel-step-${membership.id}`

  if (done && membership.cancellation) {
    return (
      <DialogShell
        open
        onOpenChange={(open) => !open && onClose()}
        title={k('done_title')}
        className="max-w-xl"
      >
        <div className="mt-4 space-y-3 text-sm text-slate-800" data-testid="cancel-summary">
          <p>
            {k('done_text', {
              number: membership.membershipNumber,
              date: membership.cancellation.effectiveOn ?? '',
            })}
          </p>
          <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3">
            <dt className="font-semibold">
              {t('settings_subscriptions.labels.membership_number')}
            </dt>
            <dd className="font-mono">{membership.membershipNumber}</dd>
            <dt className="font-semibold">{t('settings_subscriptions.labels.plan')}</dt>
            <dd>{membership.plan}</dd>
            <dt className="font-semibold">{t('settings_subscriptions.labels.cancel_requested')}</dt>
            <dd>{membership.cancellation.requestedOn}</dd>
            <dt className="font-semibold">{t('settings_subscriptions.labels.cancel_effective')}</dt>
            <dd data-testid="summary-effective">{membership.cancellation.effectiveOn}</dd>
          </dl>
          <p>{k('done_email', { email: memberEmail })}</p>
          <p>{k('done_change_mind')}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{k('close')}</Button>
          </div>
        </div>
      </DialogShell>
    )
  }

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={k('title', { number: membership.membershipNumber })}
      description={
        <span id={titleId}>
          {k('step', { n: step })} · {k(`steps.${step}`)}
        </span>
      }
      locked={form.processing}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
    >
      <ol className="mt-3 flex gap-1" aria-hidden="true">
        {STEPS.map((n) => (
          <li
            key={n}
            className={`h-1.5 flex-1 rounded ${n <= step ? 'bg-navy-800' : 'bg-slate-200'}`}
          />
        ))}
      </ol>
      <Form
        form={form}
        className="mt-4 space-y-4 text-sm text-slate-800"
        data-testid="cancel-form"
        data-step={step}
      >
        <div hidden={step !== 1} className="space-y-4">
          <RadioGroupField
            {...field('reason', 'reason_label')}
            options={reasons.map((reason) => ({ value: reason, label: k(`reasons.${reason}`) }))}
            required
          />
          <TextareaField {...field('details', 'details_label')} rows={3} />
        </div>

        <div hidden={step !== 2} className="space-y-3">
          <p className="font-semibold">{k('losses_intro')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {[1, 2, 3, 4, 5].map((n) => (
              <li key={n}>{k(`losses.${membership.planSlug}.${n}`)}</li>
            ))}
          </ul>
          <p className="font-semibold">{k('usage_intro')}</p>
          {usedThisYear.length ? (
            <ul className="list-disc pl-5" data-testid="cancel-usage">
              {usedThisYear.map((line) => (
                <li key={line.kind}>
                  {k('usage_line', {
                    kind: t(`settings_subscriptions.usage.kinds.${line.kind}`),
                    used: line.year.used,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{k('no_usage')}</p>
          )}
          <p>{k('rejoin')}</p>
        </div>

        <div hidden={step !== 3} className="space-y-3">
          <p>{k('alternatives_intro')}</p>
          {alternatives.length ? (
            <ul className="space-y-2" data-testid="cancel-alternatives">
              {alternatives.map((option) => (
                <li key={option.priceId}>
                  <Link
                    route="settings.subscriptions.change-plan.payment"
                    routeParams={{ id: membership.id }}
                    qs={{ price: option.priceId }}
                    className="block rounded-md border border-slate-300 px-3 py-2 font-medium text-navy-800 underline hover:bg-slate-50"
                  >
                    {k('alternative', {
                      plan: option.plan,
                      period: period(option.billingPeriod),
                      amount: option.amount,
                      per: per(option.billingPeriod),
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{k('no_alternatives')}</p>
          )}
          <p className="text-slate-600">{k('no_pause')}</p>
        </div>

        <div hidden={step !== 4} className="space-y-3">
          <p>{k('notice_rule')}</p>
          {membership.cancelNotice ? (
            <>
              <p className="rounded-md bg-amber-50 p-3 font-semibold" data-testid="notice-date">
                {k('notice_effective', { date: membership.cancelNotice.effectiveOn })}
              </p>
              {membership.cancelNotice.heldByAnnualMinimum &&
              membership.cancelNotice.annualMinimumOn ? (
                <p data-testid="notice-annual">
                  {k('notice_annual', { date: membership.cancelNotice.annualMinimumOn })}
                </p>
              ) : null}
            </>
          ) : null}
          <p>{k('notice_no_charge')}</p>
        </div>

        <div hidden={step !== 5} className="space-y-4">
          <p>{k('written_intro')}</p>
          <TextareaField
            {...field('text', 'text_label')}
            hint={k('text_hint', { number: membership.membershipNumber })}
            rows={5}
            required
          />
          <TextField
            {...field('signature', 'signature_label')}
            hint={k('signature_hint', { name: memberName })}
            autoComplete="name"
            required
          />
        </div>

        <div hidden={step !== 6} className="space-y-4">
          <FormErrors form={form} names={['subscription']} />
          <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3">
            <dt className="font-semibold">{k('summary_reason')}</dt>
            <dd>{form.data.reason ? k(`reasons.${form.data.reason}`) : '—'}</dd>
            <dt className="font-semibold">{k('summary_effective')}</dt>
            <dd>{membership.cancelNotice?.effectiveOn}</dd>
            <dt className="font-semibold">{k('signature_label')}</dt>
            <dd>{form.data.signature || '—'}</dd>
          </dl>
          <p>{k('confirm_intro')}</p>
          <PasswordField
            {...field('password', 'password_label')}
            autoComplete="current-password"
            required
          />
        </div>

        {stepError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {stepError}
          </p>
        ) : null}

        <div className="flex flex-wrap justify-between gap-3 pt-2">
          <Button
            variant="secondary"
            onClick={() => (step === 1 ? onClose() : setStep((step - 1) as Step))}
            disabled={form.processing}
          >
            {step === 1 ? k('close') : k('back')}
          </Button>
          {step < 6 ? (
            <Button onClick={next}>{k('next')}</Button>
          ) : (
            <SubmitButton form={form} variant="danger">
              {k('submit')}
            </SubmitButton>
          )}
        </div>
      </Form>
    </DialogShell>
  )
}
