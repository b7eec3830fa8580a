import { useEffect, useState, type ReactNode } from 'react'
import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { SettingsTitle } from '~/components/settings/settings_title'
import { NoMembershipNote } from '~/components/settings/no_membership_note'
import { Button, buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useConfirm } from '~/components/confirm_provider'
import { UsageMeter } from '~/components/settings/subscriptions/usage_meter'
import { CancelMembershipDialog } from '~/components/settings/subscriptions/cancel_membership_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { RequestFacts } from '~/components/written_requests/request_facts'
import type { Data } from '@generated/data'

type Membership = Data.MemberSubscription

type Props = {
  memberships: Membership[]
  memberName: string
  memberEmail: string
  planOptions: Data.Price.Variants['toOption'][]
  reasons: string[]
  summaryFor: number | null
  writtenRequests: Data.WrittenRequest.Variants['toMemberRow'][]
}

const TONES: Record<string, string> = {
  pending_review: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-900',
  past_due: 'bg-orange-100 text-orange-900',
  suspended: 'bg-red-100 text-red-900',
  cancel_pending: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-100 text-slate-700',
  reactivation: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-50 text-red-800',
}

/** Settings › Subscriptions (SPEC §2.8): memberships, charges, usage, plan change and cancellation. */
export default function Subscriptions(props: Props) {
  const { t } = useTranslation()
  const [cancelling, setCancelling] = useState<number | null>(props.summaryFor)
  useEffect(() => {
    if (props.summaryFor) setCancelling(props.summaryFor)
  }, [props.summaryFor])
  const open = props.memberships.find((membership) => membership.id === cancelling) ?? null

  return (
    <>
      <div className="max-w-4xl">
        <SettingsTitle title={t('settings_subscriptions.title')} />
        <p className="mt-2 text-slate-600">{t('settings_subscriptions.intro')}</p>
        {props.memberships.length === 0 ? (
          <NoMembershipNote
            text={t('settings_subscriptions.none')}
            link={t('settings_subscriptions.view_plans')}
            className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700"
            testId="no-memberships"
          />
        ) : (
          <ul className="mt-8 space-y-6">
            {props.memberships.map((membership) => (
              <MembershipCard
                key={membership.id}
                membership={membership}
                onCancel={() => setCancelling(membership.id)}
              />
            ))}
          </ul>
        )}
        {props.writtenRequests.length ? (
          <section className="mt-10" aria-labelledby="written-requests-title">
            <h2 id="written-requests-title" className="text-xl font-semibold text-navy-800">
              {t('written_requests.member.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('written_requests.member.intro')}</p>
            <ul className="mt-4 space-y-3" data-testid="written-requests">
              {props.writtenRequests.map((request) => (
                <li
                  key={request.id}
                  className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-4"
                >
                  <RequestFacts request={request} />
                  {request.confirmUrl ? (
                    <a href={request.confirmUrl} className={buttonClasses('primary', 'sm')}>
                      {t('written_requests.member.confirm_link')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {open ? (
        <CancelMembershipDialog
          key={`${open.id}-${open.status}`}
          membership={open}
          reasons={props.reasons}
          memberName={props.memberName}
          memberEmail={props.memberEmail}
          alternatives={
            open.can.changePlan
              ? props.planOptions.filter((option) => option.priceId !== open.priceId)
              : []
          }
          done={open.status === 'cancel_pending' && props.summaryFor === open.id}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </>
  )
}

function Fact({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId?: string
}) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

function MembershipCard({
  membership: m,
  onCancel,
}: {
  membership: Membership
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const confirm = useConfirm()
  const s = (key: string, values?: Record<string, string | number>) =>
    t(`settings_subscriptions.${key}`, values)
  const headingId = `membership-${m.id}`
  const blocker = m.planChangeBlocker
  const blockerKey =
    blocker &&
    ['free_member', 'managed', 'past_due', 'pending_review', 'cancel_pending'].includes(blocker)
      ? blocker
      : 'other'

  function keepPlan() {
    confirm({
      title: s('actions.keep_plan'),
      text: s('change.withdrawn'),
      confirmText: s('actions.keep_plan'),
      variant: 'primary',
      onConfirm: () =>
        new Promise<void>((resolve) =>
          router.delete(urlFor('settings.subscriptions.change-plan.destroy', { id: m.id }), {
            preserveScroll: true,
            onFinish: () => resolve(),
          })
        ),
    })
  }

  /** Takes back a pending cancellation (SPEC §2.8); the membership renews as before. */
  function keepMembership() {
    const renewsOn = !m.freeMember && m.period ? m.period.end : null
    confirm({
      title: s('keep.title'),
      text: renewsOn
        ? s('keep.text', { plan: m.plan, date: renewsOn })
        : s('keep.text_no_renewal', { plan: m.plan }),
      confirmText: s('keep.confirm'),
      variant: 'primary',
      onConfirm: () =>
        new Promise<void>((resolve) =>
          router.post(
            urlFor('settings.subscriptions.keep.store', { id: m.id }),
            {},
            { preserveScroll: true, onFinish: () => resolve() }
          )
        ),
    })
  }

  return (
    <li
      className="rounded-lg border border-slate-200 p-6"
      data-testid="membership"
      data-number={m.membershipNumber}
      data-status={m.status}
    >
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-semibold text-navy-800">
            {m.plan} · {s(`period.${m.billingPeriod}`)}
          </h2>
          <span
            data-testid="status"
            className={cn(
              'inline-flex rounded-full px-3 py-1 text-sm font-medium',
              TONES[m.status] ?? 'bg-slate-100 text-slate-700'
            )}
          >
            {s(`status.${m.status}`)}
          </span>
        </div>

        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={s('labels.membership_number')} testId="membership-number">
            <span className="font-mono">{m.membershipNumber}</span>
          </Fact>
          <Fact label={s('labels.price')}>
            {m.amount} {s(`per.${m.billingPeriod}`)}
          </Fact>
          {m.period ? (
            <Fact label={s('labels.period')}>
              {s('text.period_range', { start: m.period.start, end: m.period.end })}
            </Fact>
          ) : (
            <Fact label={s('labels.applied_on')}>{m.appliedOn}</Fact>
          )}
          {m.nextCharge ? (
            <Fact label={s('labels.next_charge')} testId="next-charge">
              {s('text.next_charge', { amount: m.nextCharge.amount, date: m.nextCharge.date })}
            </Fact>
          ) : null}
          {m.reviewDueBy ? (
            <Fact label={s('labels.review_due')} testId="review-due">
              {m.reviewDueBy}
            </Fact>
          ) : null}
          {m.dueNow ? (
            <Fact label={s('labels.due_now')} testId="due-now">
              {m.dueNow.amount} ({m.dueNow.number})
            </Fact>
          ) : null}
          {m.cancellation ? (
            <>
              <Fact label={s('labels.cancel_requested')}>{m.cancellation.requestedOn}</Fact>
              <Fact
                label={s(
                  m.cancellation.cancelledOn ? 'labels.cancelled_on' : 'labels.cancel_effective'
                )}
                testId="cancel-effective"
              >
                {m.cancellation.cancelledOn ?? m.cancellation.effectiveOn}
              </Fact>
            </>
          ) : null}
          {m.suspendedOn ? <Fact label={s('labels.suspended_on')}>{m.suspendedOn}</Fact> : null}
        </dl>

        <div className="mt-4 space-y-2 text-sm text-slate-700" data-testid="state-text">
          {m.freeMember && m.status === 'active' ? <p>{s('text.free_member')}</p> : null}
          {m.status === 'pending_review' && m.reviewDueBy ? (
            <p>{s('text.review', { date: m.reviewDueBy })}</p>
          ) : null}
          {m.reviewOverdue ? <p>{s('text.review_overdue')}</p> : null}
          {m.status === 'past_due' && m.dueNow ? (
            <p>{s('text.past_due', { number: m.dueNow.number, amount: m.dueNow.amount })}</p>
          ) : null}
          {m.status === 'cancel_pending' && m.cancellation?.effectiveOn ? (
            <p>{s('text.no_charge_after_cancel', { date: m.cancellation.effectiveOn })}</p>
          ) : null}
          {m.can.keepMembership && m.cancellation?.effectiveOn ? (
            <p>{s('keep.notice', { date: m.cancellation.effectiveOn })}</p>
          ) : null}
          {m.status === 'suspended' ? <p>{s('text.suspended')}</p> : null}
          {m.status === 'cancelled' ? <p>{s('text.cancelled')}</p> : null}
          {m.status === 'reactivation' ? <p>{s('text.reactivation')}</p> : null}
          {m.status === 'rejected' ? <p>{s('text.rejected')}</p> : null}
          {m.scheduledChange ? (
            <p className="rounded-md bg-sky-50 p-3 text-sky-900" data-testid="scheduled-change">
              {s('text.scheduled_change', {
                date: m.scheduledChange.effectiveOn,
                plan: m.scheduledChange.plan,
                period: s(`period.${m.scheduledChange.billingPeriod}`),
                amount: m.scheduledChange.amount,
                per: s(`per.${m.scheduledChange.billingPeriod}`),
              })}
            </p>
          ) : null}
          {blocker && m.status === 'active' ? (
            <p>{s(`text.change_blocked.${blockerKey}`)}</p>
          ) : null}
        </div>

        <div className="mt-4 flex flex-wrap gap-3" data-testid="actions">
          {m.can.changePlan ? (
            <Link
              route="settings.subscriptions.change-plan"
              routeParams={{ id: m.id }}
              className={buttonClasses('secondary')}
            >
              {s('actions.change_plan')}
            </Link>
          ) : null}
          {m.can.keepPlan ? (
            <Button variant="secondary" onClick={keepPlan}>
              {s('actions.keep_plan')}
            </Button>
          ) : null}
          {m.can.keepMembership ? (
            <Button variant="primary" onClick={keepMembership} data-testid="keep-membership">
              {s('actions.keep_membership')}
            </Button>
          ) : null}
          {m.can.payNow && m.payUrl ? (
            <a href={m.payUrl} className={buttonClasses('primary')}>
              {s('actions.pay_now')}
            </a>
          ) : null}
          {m.can.reactivate ? (
            <a href={m.reactivateUrl} className={buttonClasses('primary')} data-testid="reactivate">
              {s('actions.reactivate')}
            </a>
          ) : null}
          {m.can.cancel ? (
            <Button variant="danger" onClick={onCancel} data-testid="open-cancel">
              {s('actions.cancel')}
            </Button>
          ) : null}
        </div>

        <UsageMeter membership={m} />
      </section>
    </li>
  )
}
