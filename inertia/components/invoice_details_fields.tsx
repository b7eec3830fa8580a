import {
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
  type Bindable,
  useFields,
} from '~/components/form'
import { CountryField } from '~/components/form/country_field'
import { useTranslation } from '~/hooks/use_translation'

/** The form fields of a full tax invoice's buyer (server: app/services/billing/invoice_details.ts). */
export type InvoiceDetailsData = {
  invoice_to: string
  company_name: string
  address_kind: string
  house: string
  road: string
  subdistrict: string
  district: string
  province: string
  postcode: string
  foreign_lines: string
  foreign_country: string
  tax_id: string
  branch_kind: string
  branch_number: string
}

export type ProvinceOption = { value: string; label: string }

/**
 * Who a full tax invoice is made out to (Revenue Code §86/4): the member or
 * a company; a structured Thai address or one abroad; the 13-digit tax ID;
 * head office or branch. Shared by Profile Details, the checkout's
 * personal-info step and the staff member page.
 */
export function InvoiceDetailsFields({
  form,
  provinces,
  companyOnly = false,
}: {
  form: Bindable<InvoiceDetailsData>
  provinces: ProvinceOption[]
  /** The Business plan: a company is required. */
  companyOnly?: boolean
}) {
  const { t } = useTranslation()
  const d = (key: string) => t(`invoice_details.${key}`)
  const field = useFields(form, 'invoice_details')
  const data = form.data
  const company = data.invoice_to === 'company'
  return (
    <div className="space-y-5" data-testid="invoice-details-fields">
      <RadioGroupField
        {...field('invoice_to')}
        required
        options={[
          ...(companyOnly ? [] : [{ value: 'person', label: d('invoice_to_person') }]),
          { value: 'company', label: d('invoice_to_company') },
        ]}
      />
      {company ? (
        <TextField {...field('company_name')} autoComplete="organization" required />
      ) : null}
      <RadioGroupField
        {...field('address_kind')}
        required={company}
        options={[
          ...(company ? [] : [{ value: 'none', label: d('address_none') }]),
          { value: 'thai', label: d('address_thai') },
          { value: 'foreign', label: d('address_foreign') },
        ]}
      />
      {data.address_kind === 'thai' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('house')} required className="sm:col-span-2" />
          <TextField {...field('road')} />
          <TextField {...field('subdistrict')} required />
          <TextField {...field('district')} required />
          <SelectField {...field('province')} options={provinces} required />
          <TextField
            {...field('postcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
          />
        </div>
      ) : null}
      {data.address_kind === 'foreign' ? (
        <div className="grid gap-4">
          <TextareaField {...field('foreign_lines')} required />
          <CountryField {...field('foreign_country')} required />
        </div>
      ) : null}
      <TextField
        {...field('tax_id')}
        hint={company ? undefined : d('tax_id_hint')}
        inputMode="numeric"
        maxLength={17}
        required={company}
      />
      {company ? (
        <>
          <RadioGroupField<InvoiceDetailsData, string>
            form={form}
            name="branch_kind"
            label={d('branch_kind')}
            required
            options={[
              { value: 'head_office', label: d('head_office') },
              { value: 'branch', label: d('branch') },
            ]}
          />
          {data.branch_kind === 'branch' ? (
            <TextField {...field('branch_number')} inputMode="numeric" maxLength={5} required />
          ) : null}
        </>
      ) : null}
    </div>
  )
}
