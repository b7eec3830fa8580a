import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import {
  CheckboxField,
  DateTimeField,
  Form,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useFields,
  useRouteForm,
} from '~/components/form'
import { PhoneField, emptyPhoneFormData } from '~/components/form/phone_field'
import { UploadField, useUploads, type UploadLimits } from '~/components/desk/uploads'
import { usePromiseText, type PromiseTerms } from '~/pages/Settings/MyRequests'
import { checkDeskRequest, type PlanLeft } from '../../../app/support/desk_limits'

type Kind = 'advice' | 'callback' | 'document_review' | 'letter_or_call' | 'emergency'
const KINDS: Kind[] = ['advice', 'callback', 'document_review', 'letter_or_call', 'emergency']

type Props = {
  eligible: boolean
  kind: Kind | null
  plan: 'personal' | 'business' | null
  left: PlanLeft | null
  promises: PromiseTerms[]
  matters: Array<{ id: number; title: string }>
  emergency: { phone: string; href: string }
  limits: UploadLimits
}

const baht = (satang: number) => (satang / 100).toFixed(2)

/** What the plan has left for this kind, and whether this request fits (the server checks again). */
function PlanLeftPanel({ kind, left, pages }: { kind: Kind; left: PlanLeft; pages: number[] }) {
  const { t } = useTranslation()
  const lines: string[] = []
  if (kind === 'letter_or_call' && left.letter_or_call) {
    const { month, year } = left.letter_or_call
    lines.push(
      year === null
        ? t('desk.left.letters', { month: month ?? '∞' })
        : t('desk.left.letters_year', { month: month ?? '∞', year })
    )
  } else if (kind === 'document_review' && left.document_review) {
    const review = left.document_review
    if (review.pages_left !== null) {
      lines.push(
        review.first_review
          ? t('desk.left.first_review', { limit: review.first_review_pages ?? '' })
          : t('desk.left.monthly_pages', {
              left: review.pages_left,
              limit: review.monthly_pages ?? '',
            })
      )
    } else {
      lines.push(
        t('desk.left.documents', {
          month: review.documents_left.month ?? '∞',
          year: review.documents_left.year ?? '∞',
          limit: review.per_document ?? '∞',
        })
      )
    }
    const total = pages.reduce((sum, count) => sum + count, 0)
    if (total > 0) lines.push(t('desk.left.this_request', { count: total }))
  } else {
    lines.push(t('desk.left.unlimited'))
  }
  const check = checkDeskRequest(left, kind, pages)
  return (
    <section
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="plan-left"
      data-within={check.within ? 'yes' : 'no'}
    >
      <h2 className="font-semibold text-navy-800">{t('desk.left.title')}</h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {check.within ? (
        <p className="mt-2 text-emerald-800">{t('desk.left.within')}</p>
      ) : (
        <div className="mt-2 text-amber-900" role="status">
          <p className="font-medium">{t('desk.left.over')}</p>
          <p>{t('desk.left.extra', { price: baht(left.extra_price_satang) })}</p>
        </div>
      )}
    </section>
  )
}

function RequestForm({ props, kind }: { props: Props; kind: Kind }) {
  const { t } = useTranslation()
  const promise = usePromiseText()
  const uploads = useUploads(urlFor('settings.my-requests.uploads'), (id) =>
    urlFor('settings.my-requests.uploads.destroy', { fileId: id })
  )
  const form = useRouteForm('settings.my-requests.store', {
    kind: kind as string,
    subject: '',
    details: '',
    callback_phone: '',
    // The calling code chosen beside the number (Thailand first).
    callback_phone_country: emptyPhoneFormData().phone_country,
    callback_at: '',
    matter_id: '',
    accept_extra: false,
  })
  const field = useFields(form, 'desk.form')
  form.transform((data) => ({
    ...data,
    callback_phone: data.callback_phone || null,
    callback_at: data.callback_at || null,
    matter_id: data.matter_id ? Number(data.matter_id) : null,
    file_ids: uploads.fileIds,
    file_pages: uploads.filePages,
  }))
  const withFiles = kind === 'document_review' || kind === 'letter_or_call'
  const check = props.left
    ? checkDeskRequest(props.left, kind, kind === 'document_review' ? uploads.pages : [])
    : { within: true as const, counted: false }
  const terms = props.promises.find((entry) => entry.kind === kind)
  return (
    <Form form={form} className="space-y-5" data-testid="request-form">
      {terms ? (
        <p className="text-sm text-slate-700" data-testid="promise">
          {t('desk.form.promise', { promise: promise(terms) })}
        </p>
      ) : null}
      <TextField {...field('subject')} required />
      <TextareaField {...field('details')} hint={t('desk.form.details_hint')} rows={6} required />
      {kind === 'callback' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField {...field('callback_phone')} required />
          <DateTimeField {...field('callback_at')} hint={t('desk.form.callback_at_hint')} />
        </div>
      ) : null}
      {props.matters.length > 0 ? (
        <SelectField
          {...field('matter_id', 'matter')}
          options={[
            { value: '', label: t('desk.form.matter_none') },
            ...props.matters.map((matter) => ({ value: String(matter.id), label: matter.title })),
          ]}
        />
      ) : null}
      {withFiles ? (
        <UploadField
          uploads={uploads}
          limits={props.limits}
          askPages={kind === 'document_review'}
          label={t('desk.form.files')}
        />
      ) : null}
      {props.left ? (
        <PlanLeftPanel
          kind={kind}
          left={props.left}
          pages={kind === 'document_review' ? uploads.pages : []}
        />
      ) : null}
      {!check.within && props.left ? (
        <CheckboxField
          form={form}
          name="accept_extra"
          label={t('desk.form.accept_extra', { price: baht(props.left.extra_price_satang) })}
        />
      ) : null}
      <SubmitButton form={form} disabled={uploads.busy} data-testid="send-request">
        {t('desk.form.send')}
      </SubmitButton>
    </Form>
  )
}

/** Settings › My requests › New request: the kind first (an emergency shows the 24/7 line first). */
export default function MyRequestNew(props: Props) {
  const { t } = useTranslation()
  const kind = props.kind
  return (
    <>
      <div className="max-w-3xl">
        <Link href={urlFor('settings.my-requests')} className="text-sm text-navy-800 underline">
          {t('desk.back')}
        </Link>
        <SettingsTitle title={t('desk.new')} className="mt-2" />
        {!props.eligible ? (
          <p className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-6 text-slate-800">
            {t('desk.not_eligible')}
          </p>
        ) : (
          <>
            {/* The 24/7 line comes first, before anything to fill in. */}
            {kind === 'emergency' ? (
              <section
                className="mt-6 rounded-lg border-2 border-red-600 bg-red-50 p-5"
                data-testid="emergency-line"
              >
                <h2 className="text-xl font-semibold text-red-800">{t('desk.emergency.title')}</h2>
                <p className="mt-2 text-slate-800">{t('desk.emergency.text')}</p>
                <a
                  href={props.emergency.href}
                  className="mt-3 inline-flex h-12 items-center rounded-md bg-red-700 px-6 text-lg font-semibold text-white"
                >
                  {t('desk.emergency.call', { phone: props.emergency.phone })}
                </a>
              </section>
            ) : null}
            <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('desk.form.kind')}</h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="kinds">
              {KINDS.map((option) => (
                <li key={option}>
                  <Link
                    href={`${urlFor('settings.my-requests.create')}?kind=${option}`}
                    preserveScroll
                    aria-current={option === kind ? 'true' : undefined}
                    className={`block h-full rounded-lg border p-4 ${
                      option === kind
                        ? 'border-navy-800 bg-navy-800 text-white'
                        : option === 'emergency'
                          ? 'border-red-300 bg-red-50 hover:border-red-600'
                          : 'border-slate-200 bg-white hover:border-navy-700'
                    }`}
                  >
                    <span className="font-semibold">{t(`desk.kinds.${option}`)}</span>
                    <span
                      className={`mt-1 block text-sm ${option === kind ? 'text-slate-100' : 'text-slate-600'}`}
                    >
                      {t(`desk.kind_hints.${option}`)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {kind ? (
              <div className="mt-6">
                <RequestForm key={kind} props={props} kind={kind} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  )
}
