import { DateField, Form, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { ContentHeading, FormSection } from '~/components/admin/content/content_kit'
import {
  EXCLUDED,
  MatterWorkFields,
  type MatterChoices,
} from '~/components/admin/matters/matter_fields'
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
  readings: Array<{ question: string; answer: string }>
  can: { all: boolean; assign: boolean }
} & MatterChoices

/** Open a matter, prefilled when it comes from a consultancy request or a ticket. */
export default function AdminMatterForm({ prefill, readings, ...choices }: Props) {
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
            <MatterWorkFields form={form} choices={choices} flagExcluded>
              {EXCLUDED.includes(form.data.category) ? (
                <p
                  className="rounded-md bg-red-50 p-3 text-sm text-red-900"
                  data-flag="not-covered"
                >
                  {f('excluded')}
                </p>
              ) : null}
              <DateField form={form} name="began_on" label={f('began_on')} required />
            </MatterWorkFields>
          </FormSection>
          <SubmitButton form={form}>{f('submit')}</SubmitButton>
        </Form>
        <PreExistingReadings readings={readings} />
      </div>
    </>
  )
}
