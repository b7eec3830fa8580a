import { Seo } from '~/components/seo'
import { FileField, Form, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { formatDateTime } from '~/lib/dates'

type Request = {
  token: string
  name: string
  documentType: string
  note: string | null
  expiresAt: string
  maxBytes: number
}

type Props = { state: 'open' | 'invalid' | 'done'; request: Request | null }

/**
 * The member's identity-document upload, reached only
 * through the link a lawyer sent: one PDF, JPEG or PNG up to 5 MB, stored
 * privately. The link works once and expires.
 */
export default function PoiUpload({ state, request }: Props) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Seo title={t('poi.upload.title')} />
      <h1 className="text-2xl font-semibold text-navy-800 sm:text-3xl">{t('poi.upload.title')}</h1>
      {state === 'open' && request ? (
        <UploadForm request={request} />
      ) : (
        <p
          className="mt-6 rounded-lg border border-slate-200 bg-white p-5 text-slate-800 shadow-sm"
          data-testid={`poi-upload-${state}`}
          role="status"
        >
          {t(state === 'done' ? 'poi.upload.done' : 'poi.upload.invalid')}
        </p>
      )}
    </section>
  )
}

function UploadForm({ request }: { request: Request }) {
  const { t, locale } = useTranslation()
  const form = useRouteForm(
    'verify-identity.store',
    { document: null as File | null },
    { params: { token: request.token } }
  )
  const expires = formatDateTime(request.expiresAt, locale, 'long')
  return (
    <div className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-slate-800">
        {t('poi.upload.intro', {
          name: request.name,
          document: t(`poi.document_types.${request.documentType}`),
        })}
      </p>
      {request.note ? (
        <p className="border-l-4 border-gold-600 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          {t('poi.mail.request.note')}: {request.note}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t('poi.upload.rules', { expires })}</p>
      <Form form={form} className="space-y-4" data-testid="poi-upload-form">
        <FileField
          form={form}
          name="document"
          label={t('poi.fields.document')}
          hint={t('poi.hints.document')}
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          required
        />
        <SubmitButton form={form}>{t('poi.upload.submit')}</SubmitButton>
      </Form>
      <p className="text-xs text-slate-600">{t('poi.upload.privacy')}</p>
    </div>
  )
}
