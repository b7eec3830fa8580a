import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { urlFor } from '~/client'
import { ReasonDialog } from './reason_dialog'
import { useReviewFormat } from './format'

type Application = { id: number; membership_number: string; member: { name: string } }

/** Approve (after a confirmation) or reject (with a reason) one pending application. */
export function ReviewActions({ row }: { row: Application }) {
  const { t } = useReviewFormat()
  const confirm = useConfirm()
  const [rejecting, setRejecting] = useState(false)
  const values = { number: row.membership_number, name: row.member.name }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        data-testid={`approve-${row.id}`}
        onClick={() =>
          confirm({
            title: t('admin_subscriptions.approve.title'),
            text: t('admin_subscriptions.approve.text', values),
            confirmText: t('admin_subscriptions.actions.approve'),
            cancelText: t('common.cancel'),
            variant: 'primary',
            onConfirm: () =>
              new Promise((resolve) =>
                router.post(
                  urlFor('admin.subscriptions.approve', { id: row.id }),
                  {},
                  { preserveScroll: true, onFinish: resolve }
                )
              ),
          })
        }
      >
        {t('admin_subscriptions.actions.approve')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-testid={`reject-${row.id}`}
        onClick={() => setRejecting(true)}
      >
        {t('admin_subscriptions.actions.reject')}
      </Button>
      {rejecting ? (
        <ReasonDialog
          route="admin.subscriptions.reject"
          id={row.id}
          title={t('admin_subscriptions.reject.title')}
          description={t('admin_subscriptions.reject.text', values)}
          label={t('admin_subscriptions.reject.reason')}
          submitLabel={t('admin_subscriptions.actions.reject')}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </div>
  )
}
