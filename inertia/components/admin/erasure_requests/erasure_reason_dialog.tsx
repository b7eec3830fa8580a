import type { Data } from '@generated/data'
import { ReasonDialog } from '~/components/admin/subscriptions/reason_dialog'
import { useTranslation } from '~/hooks/use_translation'

export type ErasureStep = 'verify' | 'refuse'

/** Verifying the requester's identity (with a note) or refusing the erasure (with the reason). */
export function ErasureReasonDialog({
  row,
  step,
  onClose,
}: {
  row: Data.DeletionRequest
  step: ErasureStep
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <ReasonDialog
      route={`admin.request_delete.${step}`}
      id={row.id}
      field={step === 'verify' ? 'note' : 'reason'}
      title={t(`request_delete.${step}.title`)}
      description={t(`request_delete.${step}.text`, { email: row.email })}
      label={t(`request_delete.${step}.label`)}
      submitLabel={t(`request_delete.actions.${step}`)}
      variant={step === 'verify' ? 'primary' : 'danger'}
      onClose={onClose}
    />
  )
}
