import type { Data } from '@generated/data'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { Form, MoneyField, SubmitButton, TextareaField, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { formatSatang } from '~/lib/format'

/**
 * A full or partial refund (SPEC §2.9): the amount (the rest of the
 * payment by default) and the reason printed on the credit note. The
 * server checks the amount against what is left; its messages show under
 * the fields.
 */
export function RefundDialog({
  row,
  refundKey,
  onClose,
}: {
  row: Data.Transaction
  refundKey: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.transactions.refund',
    {
      amount_satang: row.refundableSatang as number | null,
      reason: '',
      idempotency_key: `${refundKey}-${row.id}`,
    },
    { params: { id: row.id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && !form.processing && onClose()}
      title={t('transactions.refund.title')}
      description={t('transactions.refund.intro', {
        invoice: row.invoiceNumber ?? '—',
        amount: formatSatang(row.amountSatang),
        remaining: formatSatang(row.refundableSatang),
      })}
      locked={form.processing}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="refund-form">
        <MoneyField
          form={form}
          name="amount_satang"
          label={t('transactions.refund.amount')}
          hint={
            <button
              type="button"
              className="text-navy-700 underline"
              onClick={() => form.setData('amount_satang', row.refundableSatang)}
            >
              {t('transactions.refund.full')}
            </button>
          }
          required
        />
        <TextareaField
          form={form}
          name="reason"
          rows={3}
          label={t('transactions.refund.reason')}
          hint={t('transactions.refund.reason_hint')}
          rule={{ minLength: 3, maxLength: 500 }}
          required
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose} disabled={form.processing}>
            {t('transactions.refund.cancel')}
          </Button>
          <SubmitButton form={form} variant="danger">
            {t('transactions.refund.submit')}
          </SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
