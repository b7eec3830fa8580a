import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { Form, SubmitButton, TextareaField, useRouteForm } from '~/components/form'
import { UploadField, useUploads, type UploadLimits } from '~/components/desk/uploads'
import {
  CallbackLine,
  DueBadge,
  FileList,
  Messages,
  StatusBadge,
  Timeline,
} from '~/components/desk/thread'
import type { Data } from '@generated/data'

type Props = {
  request: Data.MemberRequest.Variants['toDetail']
  survey_id: number | null
  limits: UploadLimits
}

function Reply({ request, limits }: Pick<Props, 'request' | 'limits'>) {
  const { t } = useTranslation()
  const uploads = useUploads(urlFor('settings.my-requests.uploads'), (id) =>
    urlFor('settings.my-requests.uploads.destroy', { fileId: id })
  )
  const form = useRouteForm(
    'settings.my-requests.messages',
    { body: '' },
    {
      params: { id: request.id },
      preserveScroll: true,
      resetOnSuccess: true,
      onSuccess: () => uploads.reset(),
    }
  )
  form.transform((data) => ({ ...data, file_ids: uploads.fileIds }))
  return (
    <Form form={form} className="space-y-3" data-testid="reply-form">
      <TextareaField form={form} name="body" label={t('desk.show.write')} rows={4} required />
      <UploadField
        uploads={uploads}
        limits={limits}
        askPages={false}
        label={t('desk.show.attach')}
        testId="reply-uploads"
      />
      <SubmitButton form={form} disabled={uploads.busy}>
        {t('desk.show.send')}
      </SubmitButton>
    </Form>
  )
}

/** One request as its member follows it: steps, lawyer, promised answer, documents and messages. */
export default function MyRequestShow({ request, survey_id: surveyId, limits }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={`${request.reference} · ${t('desk.title')}`} noindex />
      <div className="max-w-5xl">
        <Link href={urlFor('settings.my-requests')} className="text-sm text-navy-800 underline">
          {t('desk.back')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-500">{request.reference}</span>
          <StatusBadge status={request.status} />
        </div>
        <h1 className="mt-1 break-words text-2xl font-semibold text-navy-800 sm:text-3xl">
          {request.subject}
        </h1>
        <p className="text-slate-600">{t(`desk.kinds.${request.kind}`)}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0 space-y-6">
            <section className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">{t('desk.show.details')}</h2>
              <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">
                {request.details}
              </p>
              <CallbackLine request={request} className="mt-2 text-sm text-slate-700" />
              {request.extra ? (
                <p className="mt-2 text-sm text-amber-900">{t('desk.show.extra')}</p>
              ) : null}
              {request.files.length > 0 ? (
                <div className="mt-3">
                  <h3 className="text-sm font-medium text-slate-900">{t('desk.show.files')}</h3>
                  <FileList files={request.files} testId="request-files" />
                </div>
              ) : null}
            </section>
            <section className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="mb-3 font-semibold text-slate-900">{t('desk.show.thread')}</h2>
              <Messages messages={request.thread} mine="member" staffName={t('desk.show.staff')} />
              <div className="mt-4 border-t border-slate-200 pt-4">
                {request.closed ? (
                  <div className="space-y-2 text-sm">
                    <p className="text-slate-700">{t('desk.show.closed_note')}</p>
                    {surveyId !== null ? (
                      <a
                        href={`${urlFor('survey')}?survey=${surveyId}`}
                        className="font-medium text-navy-800 underline"
                        data-testid="rate-link"
                      >
                        {t('desk.show.rate')}
                      </a>
                    ) : null}
                  </div>
                ) : (
                  <Reply request={request} limits={limits} />
                )}
              </div>
            </section>
          </div>
          <aside className="space-y-4">
            <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <h2 className="font-semibold text-slate-900">{t('desk.show.due')}</h2>
              <div className="mt-2">
                <DueBadge request={request} />
              </div>
              <h2 className="mt-4 font-semibold text-slate-900">{t('desk.show.lawyer')}</h2>
              <p className="mt-1 text-slate-800" data-testid="lawyer">
                {request.lawyer ?? t('desk.show.lawyer_none')}
              </p>
              {request.matter ? (
                <>
                  <h2 className="mt-4 font-semibold text-slate-900">{t('desk.show.matter')}</h2>
                  <p className="mt-1 break-words text-slate-800">{request.matter}</p>
                </>
              ) : null}
            </section>
            <section className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="mb-3 font-semibold text-slate-900">{t('desk.show.timeline')}</h2>
              <Timeline request={request} />
            </section>
          </aside>
        </div>
      </div>
    </>
  )
}
