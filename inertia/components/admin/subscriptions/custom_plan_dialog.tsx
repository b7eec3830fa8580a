import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import {
  EmailField,
  Form,
  MoneyField,
  SelectField,
  SubmitButton,
  useRouteForm,
} from '~/components/form'
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
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin_subscriptions.custom.title')}
      description={t('admin_subscriptions.custom.text')}
      locked={form.processing}
      className="max-w-lg"
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="custom-plan-form">
        <EmailField
          form={form}
          name="email"
          label={t('admin_subscriptions.custom.email')}
          required
        />
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
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {t('common.cancel')}
          </Button>
          <SubmitButton form={form} data-testid="custom-plan-submit">
            {t('admin_subscriptions.custom.submit')}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
