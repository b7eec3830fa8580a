import { FormDialog } from '~/components/form/form_dialog'
import { EmailField, MoneyField, SelectField, useRouteForm } from '~/components/form'
import { useReviewFormat } from './format'

type PlanOption = { id: number; slug: string; name: string; name_th: string | null }

/** A plan agreed with one member at its own price (custom_created), active at once. */
export function CustomPlanDialog({ plans, onClose }: { plans: PlanOption[]; onClose: () => void }) {
  const { t, planName } = useReviewFormat()
  const form = useRouteForm(
    'admin.subscriptions.custom',
    {
      email: '',
      plan_id: '',
      billing_period: 'month',
      amount_satang: null as number | null,
    },
    { preserveScroll: true, onSuccess: onClose }
  )
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('admin_subscriptions.custom.title')}
      description={t('admin_subscriptions.custom.text')}
      className="max-w-lg"
      testId="custom-plan-form"
      submitLabel={t('admin_subscriptions.custom.submit')}
      submitTestId="custom-plan-submit"
    >
      <EmailField form={form} name="email" label={t('admin_subscriptions.custom.email')} required />
      <SelectField
        form={form}
        name="plan_id"
        label={t('admin_subscriptions.custom.plan')}
        options={plans.map((plan) => ({ value: String(plan.id), label: planName(plan) }))}
        required
      />
      <SelectField
        form={form}
        name="billing_period"
        label={t('admin_subscriptions.custom.period')}
        options={['month', 'year'].map((period) => ({
          value: period,
          label: t(`admin_subscriptions.period.${period}`),
        }))}
        required
      />
      <MoneyField
        form={form}
        name="amount_satang"
        label={t('admin_subscriptions.custom.amount')}
        required
      />
    </FormDialog>
  )
}
