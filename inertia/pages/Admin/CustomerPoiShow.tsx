import { useState } from 'react'
import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button, buttonClasses } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { TextareaField, useRouteForm } from '~/components/form'
import { FormDialog } from '~/components/form/form_dialog'
import { PoiStatusBadge } from '~/components/admin/poi/status_badge'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'
import { formatDateTime } from '~/lib/dates'

/**
 * One identity verification (lawyer): the request, the uploaded document
 * (opened through a link that works for five minutes; every opening is in
 * the audit log) and the decision, approve or reject with a reason.
 */
export default function AdminCustomerPoiShow({
  verification: v,
}: {
  verification: Data.IdentityVerification.Variants['toDetail']
}) {
  const { t, locale } = useTranslation()
  const confirm = useConfirm()
  const [rejecting, setRejecting] = useState(false)
  const date = (iso: string | null) => formatDateTime(iso, locale)
  const size = (bytes: number | null) =>
    bytes === null
      ? '—'
      : `${(bytes / 1024).toLocaleString(locale, { maximumFractionDigits: 0 })} KB`
  const rows: Array<[string, React.ReactNode]> = [
    [t('poi.columns.member'), `${v.memberName} <${v.memberEmail}>`],
    [t('poi.columns.document_type'), t(`poi.document_types.${v.documentType}`)],
    [t('poi.columns.status'), <PoiStatusBadge key="status" status={v.status} />],
    [t('poi.detail.requested_by'), v.requestedBy ?? '—'],
    [t('poi.columns.created_at'), date(v.createdAt)],
    [t('poi.fields.note'), v.requestNote ?? '—'],
    [t('poi.columns.uploaded_at'), date(v.uploadedAt)],
    [
      t('poi.detail.file'),
      v.hasDocument ? `${v.documentName ?? ''} (${v.documentMime}, ${size(v.documentSize)})` : '—',
    ],
    [t('poi.detail.reviewed_by'), v.reviewedBy ? `${v.reviewedBy}, ${date(v.reviewedAt)}` : '—'],
    [t('poi.detail.reason'), v.rejectionReason ?? '—'],
  ]
  return (
    <>
      <Seo title={t('poi.detail.title', { name: v.memberName })} />
      <Link href={urlFor('admin.customer_poi')} className="text-sm text-navy-700 underline">
        ← {t('poi.title')}
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-semibold text-slate-900">
        {t('poi.detail.title', { name: v.memberName })}
      </h1>
      <div className="max-w-3xl rounded-lg bg-white p-5 shadow-sm">
        <dl className="divide-y divide-slate-100" data-testid="poi-detail">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-sm text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {v.hasDocument ? (
            <a
              href={urlFor('admin.customer_poi.document', { id: v.id })}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'md')}
              data-testid="poi-open-document"
            >
              {t('poi.actions.open_document')}
            </a>
          ) : null}
          {v.status === 'pending' ? (
            <>
              <Button
                data-testid="poi-approve"
                onClick={() =>
                  confirm({
                    title: t('poi.actions.approve'),
                    text: t('poi.confirm.approve', { name: v.memberName }),
                    confirmText: t('poi.actions.approve'),
                    variant: 'primary',
                    onConfirm: () =>
                      new Promise((resolve) =>
                        router.post(
                          urlFor('admin.customer_poi.approve', { id: v.id }),
                          {},
                          { onFinish: resolve }
                        )
                      ),
                  })
                }
              >
                {t('poi.actions.approve')}
              </Button>
              <Button variant="danger" onClick={() => setRejecting(true)} data-testid="poi-reject">
                {t('poi.actions.reject')}
              </Button>
            </>
          ) : null}
        </div>
        {v.hasDocument ? (
          <p className="mt-3 text-xs text-slate-600">{t('poi.detail.document_note')}</p>
        ) : null}
      </div>
      {rejecting ? <RejectDialog id={v.id} onClose={() => setRejecting(false)} /> : null}
    </>
  )
}

function RejectDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.customer_poi.reject',
    { reason: '' },
    { params: { id }, preserveScroll: true, onSuccess: onClose }
  )
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={t('poi.reject.title')}
      description={t('poi.reject.text')}
      testId="poi-reject-form"
      submitLabel={t('poi.actions.reject')}
      submitVariant="danger"
    >
      <TextareaField
        form={form}
        name="reason"
        label={t('poi.fields.reason')}
        rows={4}
        rule={{ maxLength: 1000, minLength: 3 }}
        required
        autoFocus
      />
    </FormDialog>
  )
}
