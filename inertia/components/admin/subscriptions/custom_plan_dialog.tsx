import { WordedFormDialog } from '~/components/admin/worded_form_dialog'
import { EmailField, MoneyField, SelectField, useRouteForm } from '~/components/form'
import { useWordOptions } from '~/components/admin/word_options'
import { useReviewFormat } from './format'

type PlanOption = { id: number; slug: string; name: string; name_th: string | null }

/** A plan agreed with one member at its own price (custom_created), active at once. */
export function CustomPlanDialog({ plans, onClose }: { plans: PlanOption[]; onClose: () => void }) {
  const { t, planName } = useReviewFormat()
  const words = useWordOptions()
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
    <WordedFormDialog
      form={form}
      onClose={onClose}
      words="admin_subscriptions.custom"
      className="max-w-lg"
      testId="custom-plan-form"
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
        options={words(['month', 'year'], 'admin_subscriptions.period')}
        required
      />
      <MoneyField
        form={form}
        name="amount_satang"
        label={t('admin_subscriptions.custom.amount')}
        required
      />
    </WordedFormDialog>
  )
}
