import { WordedFormDialog } from '~/components/admin/worded_form_dialog'
import {
  DateField,
  FileField,
  SelectField,
  TextField,
  TextareaField,
  useRouteForm,
} from '~/components/form'
import { formatSatang } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { bangkokToday } from '~/lib/dates'

export type WrittenRequestPrice = {
  id: number
  plan: string
  plan_th: string | null
  billing_period: 'month' | 'year'
  amount_satang: number
}

type Membership = { id: number; membershipNumber: string; member: { name: string } }

/** Today in Bangkok, as the date field wants it (yyyy-mm-dd). */
const today = () => bangkokToday()

/**
 * Subscriptions › "Record a request received in writing" (SPEC §1): what came
 * in (plan change or cancellation), how (email, letter,
 * phone), the day received — the notice runs from it — and the scan. A
 * phone request has nothing to attach: the member confirms it in writing
 * from the link we email them.
 */
export function WrittenRequestDialog({
  membership,
  prices,
  onClose,
}: {
  membership: Membership
  prices: WrittenRequestPrice[]
  onClose: () => void
}) {
  const { t, locale } = useTranslation()
  const form = useRouteForm(
    'admin.subscriptions.written_requests.store',
    {
      kind: 'cancellation',
      channel: 'email',
      received_on: today(),
      price_id: '',
      reason: '',
      notes: '',
      attachment: null as File | null,
    },
    { params: { id: membership.id }, preserveScroll: true, onSuccess: onClose }
  )
  const phone = form.data.channel === 'phone'
  const planChange = form.data.kind === 'plan_change'
  const option = (value: string, group: string) => ({
    value,
    label: t(`written_requests.${group}.${value}`),
  })
  return (
    <WordedFormDialog
      form={form}
      onClose={onClose}
      words="written_requests.dialog"
      className="max-w-lg"
      testId="written-request-form"
      lead={
        <p className="mt-2 font-mono text-sm text-slate-700">
          {t('written_requests.dialog.membership', {
            number: membership.membershipNumber,
            name: membership.member.name,
          })}
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="kind"
          label={t('written_requests.fields.kind')}
          options={['cancellation', 'plan_change'].map((value) => option(value, 'kind'))}
          required
        />
        <SelectField
          form={form}
          name="channel"
          label={t('written_requests.fields.channel')}
          options={['email', 'letter', 'phone'].map((value) => option(value, 'channel'))}
          required
        />
      </div>
      <DateField
        form={form}
        name="received_on"
        label={t('written_requests.fields.received_on')}
        max={today()}
        required
      />
      {planChange ? (
        <SelectField
          form={form}
          name="price_id"
          label={t('written_requests.fields.price_id')}
          placeholder="—"
          options={prices.map((price) => ({
            value: String(price.id),
            label: `${(locale === 'th' && price.plan_th) || price.plan} · ${t(
              `written_requests.period.${price.billing_period}`
            )} · ${formatSatang(price.amount_satang)}`,
          }))}
          required
        />
      ) : (
        <TextField form={form} name="reason" label={t('written_requests.fields.reason')} required />
      )}
      <TextareaField
        form={form}
        name="notes"
        label={t('written_requests.fields.notes')}
        hint={t('written_requests.hints.notes')}
        rows={4}
      />
      {phone ? (
        <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('written_requests.hints.phone')}
        </p>
      ) : (
        <FileField
          form={form}
          name="attachment"
          label={t('written_requests.fields.attachment')}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          required
        />
      )}
    </WordedFormDialog>
  )
}
