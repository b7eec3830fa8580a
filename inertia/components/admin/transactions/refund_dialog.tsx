import type { Data } from '@generated/data'
import { FormDialog } from '~/components/form/form_dialog'
import { MoneyField, TextareaField, useRouteForm } from '~/components/form'
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
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('transactions.refund.title')}
      description={t('transactions.refund.intro', {
        invoice: row.invoiceNumber ?? '—',
        amount: formatSatang(row.amountSatang),
        remaining: formatSatang(row.refundableSatang),
      })}
      testId="refund-form"
      submitLabel={t('transactions.refund.submit')}
      submitVariant="danger"
      cancelLabel={t('transactions.refund.cancel')}
    >
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
    </FormDialog>
  )
}
