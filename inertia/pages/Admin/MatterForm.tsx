import {
  DateField,
  Form,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useRouteForm,
} from '~/components/form'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import { PreExistingReadings } from '~/components/admin/matters/matter_badges'
import { useTranslation } from '~/hooks/use_translation'

type Props = {
  prefill: {
    title: string
    category: string
    membership_number: string
    consultancy_request_id?: number
    intake_number?: string
    support_ticket_id?: number
  } | null
  categories: string[]
  lawyers: Array<{ id: number; name: string }>
  readings: Array<{ question: string; answer: string }>
  can: { all: boolean; assign: boolean }
}

const EXCLUDED = ['international', 'military', 'tribal']

/** Open a matter, prefilled when it comes from a consultancy request or a ticket. */
export default function AdminMatterForm({ prefill, categories, lawyers, readings, can }: Props) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.matters.store',
    {
      membership_number: prefill?.membership_number ?? '',
      title: prefill?.title ?? '',
      category: prefill?.category ?? 'general',
      began_on: '',
      lawyer_id: '',
      notes: '',
      consultancy_request_id: prefill?.consultancy_request_id ?? null,
      support_ticket_id: prefill?.support_ticket_id ?? null,
    },
    { preserveScroll: 'errors' }
  )
  const f = (name: string) => t(`admin_matters.form.${name}`)
  return (
    <>
      <ContentHeading
        title={f('title')}
        back={{ route: 'admin.matters', label: t('admin_matters.title') }}
      />
      {prefill?.consultancy_request_id ? (
        <p className="mb-4 text-sm text-slate-600" data-testid="from">
          {t('admin_matters.form.from_request', { number: prefill.intake_number ?? '' })}
        </p>
      ) : null}
      {prefill?.support_ticket_id ? (
        <p className="mb-4 text-sm text-slate-600" data-testid="from">
          {t('admin_matters.form.from_ticket', { id: prefill.support_ticket_id })}
        </p>
      ) : null}
      <div className="grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Form form={form} className="space-y-6" data-testid="matter-form">
          <FormSection title={t('admin_matters.show.details')}>
            <TextField
              form={form}
              name="membership_number"
              label={f('membership_number')}
              hint={f('membership_hint')}
              rule={{ maxLength: 40 }}
              required
            />
            <TextField
              form={form}
              name="title"
              label={f('title')}
              rule={{ maxLength: 200 }}
              required
            />
            <SelectField
              form={form}
              name="category"
              label={f('category')}
              options={categories.map((value) => ({
                value,
                label: EXCLUDED.includes(value)
                  ? `${t(`admin_matters.categories.${value}`)} — ${t('admin_matters.not_covered')}`
                  : t(`admin_matters.categories.${value}`),
              }))}
              required
            />
            {EXCLUDED.includes(form.data.category) ? (
              <p className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-flag="not-covered">
                {f('excluded')}
              </p>
            ) : null}
            <DateField form={form} name="began_on" label={f('began_on')} required />
            {can.assign ? (
              <SelectField
                form={form}
                name="lawyer_id"
                label={f('lawyer')}
                options={lawyers.map((lawyer) => ({
                  value: String(lawyer.id),
                  label: lawyer.name,
                }))}
              />
            ) : null}
            <TextareaField form={form} name="notes" label={f('notes')} rows={6} />
          </FormSection>
          <SubmitButton form={form}>{f('submit')}</SubmitButton>
        </Form>
        <PreExistingReadings readings={readings} />
      </div>
    </>
  )
}
