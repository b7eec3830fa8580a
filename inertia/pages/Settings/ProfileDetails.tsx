import { useState } from 'react'
import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { NoMembershipNote } from '~/components/settings/no_membership_note'
import { buttonClasses } from '~/components/ui/button'
import {
  Form,
  SelectField,
  SubmitButton,
  TextField,
  useRouteForm,
  useFields,
} from '~/components/form'
import { PersonalFields } from '~/components/auth/personal_fields'
import { phoneFormData } from '~/lib/phone_form_data'
import {
  InvoiceDetailsFields,
  type InvoiceDetailsData,
  type ProvinceOption,
} from '~/components/invoice_details_fields'
import { useConfirm } from '~/components/confirm_provider'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { deleteAccount } from '~/lib/session_exit'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'
import { LANGUAGES } from '~/lib/language'

type Props = {
  profile: Data.Profile
  memberships: Data.Membership[]
  invoiceDetails: InvoiceDetailsData
  provinces: ProvinceOption[]
  /** A partner login (DESIGN §11): the member's membership that covers them. */
  partnerOf: { member: string; plan: string; membershipNumber: string } | null
}

export default function ProfileDetails({
  profile,
  memberships,
  invoiceDetails,
  provinces,
  partnerOf,
}: Props) {
  const { t, locale } = useTranslation()
  const { user } = useShared()
  const confirm = useConfirm()
  const [deleteFailed, setDeleteFailed] = useState(false)
  const form = useRouteForm(
    'settings.profile-details.update',
    {
      name: profile.name,
      ...phoneFormData(profile.phone),
      country: profile.country ?? '',
      nationality: profile.nationality ?? '',
      date_of_birth: profile.dateOfBirth ?? '',
      // Until the member chooses, the language they are reading in.
      locale: profile.locale ?? locale,
    },
    { preserveScroll: true }
  )
  const field = useFields(form, 'auth')

  const invoiceForm = useRouteForm(
    'settings.profile-details.invoice-details.update',
    invoiceDetails,
    { preserveScroll: true }
  )

  function askToDelete() {
    confirm({
      title: t('auth.delete_title'),
      text: t('auth.delete_confirm_text'),
      variant: 'danger',
      passwordLabel: t('user_menu.delete_password'),
      onConfirm: async ({ password }) => {
        const result = await deleteAccount(
          urlFor('auth.delete.profile'),
          password,
          user?.country ?? null
        )
        if (result.passwordError) return result
        setDeleteFailed(!result.done)
      },
    })
  }

  return (
    <>
      <div className="max-w-3xl space-y-10">
        <header>
          <SettingsTitle title={t('auth.profile_title')} />
          <p className="mt-2 text-slate-600">{t('auth.profile_text')}</p>
        </header>

        <section
          aria-labelledby="memberships-heading"
          className="rounded-lg border border-slate-200 p-6"
        >
          <h2 id="memberships-heading" className="text-xl font-semibold text-navy-800">
            {t('auth.memberships_title')}
          </h2>
          {partnerOf ? (
            <p className="mt-3 text-slate-700" data-testid="partner-of">
              {t('auth.partner_covered', {
                member: partnerOf.member,
                plan: partnerOf.plan,
                number: partnerOf.membershipNumber,
              })}
            </p>
          ) : memberships.length === 0 ? (
            <NoMembershipNote
              text={t('auth.no_memberships')}
              link={t('auth.view_plans')}
              className="mt-3 text-slate-700"
            />
          ) : (
            <table className="mt-4 w-full text-left text-sm" data-testid="memberships">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2">
                    {t('auth.plan')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('auth.status')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('auth.membership_number')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {memberships.map((membership) => (
                  <tr key={membership.id} className="border-t border-slate-200">
                    <td className="py-2 font-medium">{membership.plan}</td>
                    <td className="py-2">{t(`auth.status_${membership.status}`)}</td>
                    <td className="py-2 font-mono">{membership.membershipNumber}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section
          aria-labelledby="details-heading"
          className="rounded-lg border border-slate-200 p-6"
        >
          <h2 id="details-heading" className="text-xl font-semibold text-navy-800">
            {t('auth.personal_info_title')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            {t('auth.email')}: <span className="font-medium">{profile.email}</span>
            {profile.emailVerified ? null : (
              <>
                {' '}
                ({t('auth.email_unverified')},{' '}
                <Link route="verification.notice" className="text-navy-800 underline">
                  {t('auth.verify_now')}
                </Link>
                )
              </>
            )}
          </p>
          <Form form={form} className="mt-6 space-y-5">
            <TextField {...field('name')} required />
            <PersonalFields form={form} />
            <SelectField
              {...field('locale', 'language_preference')}
              hint={t('auth.language_preference_hint')}
              options={LANGUAGES.map((language) => ({ ...language }))}
              required
            />
            <SubmitButton form={form}>{t('common.save')}</SubmitButton>
          </Form>
        </section>

        {partnerOf ? null : (
          <section
            aria-labelledby="invoice-details-heading"
            className="rounded-lg border border-slate-200 p-6"
          >
            <h2 id="invoice-details-heading" className="text-xl font-semibold text-navy-800">
              {t('invoice_details.title')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('invoice_details.text')}</p>
            <Form form={invoiceForm} className="mt-6 space-y-5">
              <InvoiceDetailsFields form={invoiceForm} provinces={provinces} />
              <SubmitButton form={invoiceForm}>{t('invoice_details.save')}</SubmitButton>
            </Form>
          </section>
        )}

        {partnerOf ? null : (
          <section
            aria-labelledby="my-data-heading"
            className="rounded-lg border border-slate-200 p-6"
          >
            <h2 id="my-data-heading" className="text-xl font-semibold text-navy-800">
              {t('data_export.profile.title')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('data_export.profile.text')}</p>
            <Link
              route="settings.data-export"
              className="mt-3 inline-block font-semibold text-navy-800 underline"
              data-testid="my-data-link"
            >
              {t('data_export.profile.link')}
            </Link>
          </section>
        )}

        <section
          aria-labelledby="delete-heading"
          className="rounded-lg border border-red-200 bg-red-50/40 p-6"
        >
          <h2 id="delete-heading" className="text-xl font-semibold text-red-800">
            {t('auth.delete_account')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('auth.delete_account_text')}</p>
          {deleteFailed ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {t('auth.delete_failed')}
            </p>
          ) : null}
          <button
            type="button"
            onClick={askToDelete}
            className={buttonClasses('danger', 'md') + ' mt-4'}
            data-testid="delete-account"
          >
            {t('auth.delete_account')}
          </button>
        </section>
      </div>
    </>
  )
}
