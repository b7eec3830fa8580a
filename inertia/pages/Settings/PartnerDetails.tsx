import { useState } from 'react'
import { router } from '@inertiajs/react'
import { SettingsTitle } from '~/components/settings/settings_title'
import { Button } from '~/components/ui/button'
import {
  CheckboxField,
  DateField,
  EmailField,
  Form,
  SelectField,
  SubmitButton,
  TextField,
  useFields,
  useRouteForm,
} from '~/components/form'
import { CountryField } from '~/components/form/country_field'
import { PhoneField } from '~/components/form/phone_field'
import { phoneFormData } from '~/lib/phone_form_data'
import { useConfirm } from '~/components/confirm_provider'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { useDates } from '~/lib/dates'

type Partner = {
  name: string
  email: string | null
  phone: string | null
  dateOfBirth: string | null
  nationality: string | null
}

type Dependant = {
  id: number
  name: string
  dateOfBirth: string
  age: number
  relation: 'child' | 'ward'
  livesAtHome: boolean
  underGuardianship: boolean
}

/** The partner's own login (DESIGN §11), as #services/partner_login describes it. */
type PartnerLogin =
  | { state: 'none' }
  | { state: 'invited'; email: string; invitedAt: string | null; expiresAt: string }
  | { state: 'expired'; email: string; invitedAt: string | null }
  | { state: 'active'; email: string }

type Props = {
  membershipNumber: string
  allowsPartner: boolean
  coversDependantsUnder26: boolean
  partner: Partner | null
  partnerLogin: PartnerLogin
  invitationDays: number
  dependants: Dependant[]
}

/** Settings › Spouse / Partner Details (SPEC §2.8; Personal plan only, SPEC §6). */
export default function PartnerDetails(props: Props) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<number | null>(null)
  return (
    <>
      <div className="max-w-3xl space-y-10">
        <header>
          <SettingsTitle title={t('partner_details.title')} />
          <p className="mt-2 text-slate-600">
            {t('partner_details.intro', { number: props.membershipNumber })}
          </p>
        </header>

        <PartnerSection partner={props.partner} allowsPartner={props.allowsPartner} />

        {props.allowsPartner && props.partner ? (
          <PartnerLoginSection
            partner={props.partner}
            login={props.partnerLogin}
            days={props.invitationDays}
          />
        ) : null}

        <section
          aria-labelledby="dependants-heading"
          className="rounded-lg border border-slate-200 p-6"
        >
          <h2 id="dependants-heading" className="text-xl font-semibold text-navy-800">
            {t('partner_details.dependants_title')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('partner_details.dependants_rules')}</p>
          {props.dependants.length === 0 ? (
            <p className="mt-4 text-slate-700" data-testid="no-dependants">
              {t('partner_details.dependants_none')}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200" data-testid="dependants">
              {props.dependants.map((dependant) =>
                editing === dependant.id ? (
                  <li key={dependant.id} className="py-4">
                    <DependantForm
                      dependant={dependant}
                      onDone={() => setEditing(null)}
                      heading={t('partner_details.edit_dependant', { name: dependant.name })}
                    />
                  </li>
                ) : (
                  <DependantRow
                    key={dependant.id}
                    dependant={dependant}
                    onEdit={() => setEditing(dependant.id)}
                  />
                )
              )}
            </ul>
          )}
          <div className="mt-6 border-t border-slate-200 pt-6">
            <DependantForm heading={t('partner_details.add_dependant')} />
          </div>
        </section>
      </div>
    </>
  )
}

function PartnerSection({
  partner,
  allowsPartner,
}: {
  partner: Partner | null
  allowsPartner: boolean
}) {
  const { t } = useTranslation()
  const confirm = useConfirm()
  const form = useRouteForm(
    'settings.partner-details.partner.update',
    {
      name: partner?.name ?? '',
      email: partner?.email ?? '',
      ...phoneFormData(partner?.phone),
      date_of_birth: partner?.dateOfBirth ?? '',
      nationality: partner?.nationality ?? '',
    },
    { preserveScroll: true }
  )
  const field = useFields(form, 'partner_details')

  function remove() {
    confirm({
      title: t('partner_details.remove_partner'),
      text: t('partner_details.remove_partner_confirm', { name: partner?.name ?? '' }),
      variant: 'danger',
      onConfirm: () =>
        new Promise<void>((resolve) =>
          router.delete(urlFor('settings.partner-details.partner.destroy'), {
            preserveScroll: true,
            onFinish: () => resolve(),
          })
        ),
    })
  }

  return (
    <section aria-labelledby="partner-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="partner-heading" className="text-xl font-semibold text-navy-800">
        {t('partner_details.partner_title')}
      </h2>
      {!allowsPartner ? (
        <p className="mt-3 text-slate-700">{t('partner_details.partner_not_covered')}</p>
      ) : (
        <>
          {partner ? null : (
            <p className="mt-2 text-sm text-slate-700" data-testid="no-partner">
              {t('partner_details.partner_none')}
            </p>
          )}
          <Form form={form} className="mt-6 space-y-5" data-testid="partner-form">
            <TextField {...field('name')} required autoComplete="off" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField {...field('email')} autoComplete="off" />
              <DateField {...field('date_of_birth', 'date_of_birth_optional')} />
              <PhoneField {...field('phone')} className="sm:col-span-2" />
              <CountryField {...field('nationality')} />
            </div>
            <div className="flex flex-wrap gap-3">
              <SubmitButton form={form}>{t('partner_details.save_partner')}</SubmitButton>
              {partner ? (
                <Button type="button" variant="secondary" onClick={remove}>
                  {t('partner_details.remove_partner')}
                </Button>
              ) : null}
            </div>
          </Form>
        </>
      )}
    </section>
  )
}

/**
 * The partner's own login (DESIGN §11): invite them by email, see whether
 * the invitation is waiting, expired or accepted, and send it again.
 */
function PartnerLoginSection({
  partner,
  login,
  days,
}: {
  partner: Partner
  login: PartnerLogin
  days: number
}) {
  const { t } = useTranslation()
  const { date } = useDates()
  const [resending, setResending] = useState(false)
  const form = useRouteForm(
    'settings.partner-details.partner.invitation.store',
    { email: login.state === 'none' ? (partner.email ?? '') : login.email },
    { preserveScroll: true }
  )
  const field = useFields(form, 'partner_details')
  function resend() {
    setResending(true)
    router.post(
      urlFor('settings.partner-details.partner.invitation.resend'),
      {},
      { preserveScroll: true, onFinish: () => setResending(false) }
    )
  }
  return (
    <section
      aria-labelledby="partner-login-heading"
      className="rounded-lg border border-slate-200 p-6"
      data-testid="partner-login"
      data-state={login.state}
    >
      <h2 id="partner-login-heading" className="text-xl font-semibold text-navy-800">
        {t('partner_details.login.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {t('partner_details.login.intro', { name: partner.name })}
      </p>
      <p
        className={
          'mt-4 rounded-md px-4 py-3 text-sm ' +
          (login.state === 'active'
            ? 'bg-green-50 text-green-900'
            : login.state === 'expired'
              ? 'bg-amber-50 text-amber-900'
              : 'bg-slate-50 text-slate-800')
        }
        data-testid="partner-login-status"
        role="status"
      >
        {login.state === 'none'
          ? t('partner_details.login.state_none', { days })
          : login.state === 'invited'
            ? t('partner_details.login.state_invited', {
                email: login.email,
                sent: date(login.invitedAt),
                until: date(login.expiresAt),
              })
            : login.state === 'expired'
              ? t('partner_details.login.state_expired', { email: login.email })
              : t('partner_details.login.state_active', { email: login.email })}
      </p>
      {login.state === 'active' ? (
        <p className="mt-3 text-sm text-slate-700">{t('partner_details.login.ends')}</p>
      ) : (
        <Form form={form} className="mt-5 space-y-4" data-testid="partner-invite-form">
          <EmailField {...field('email', 'login.email')} required autoComplete="off" />
          <div className="flex flex-wrap gap-3">
            <SubmitButton form={form}>
              {login.state === 'none'
                ? t('partner_details.login.invite')
                : t('partner_details.login.invite_again')}
            </SubmitButton>
            {login.state !== 'none' ? (
              <Button
                type="button"
                variant="secondary"
                onClick={resend}
                disabled={resending}
                data-testid="partner-resend"
              >
                {t('partner_details.login.resend')}
              </Button>
            ) : null}
          </div>
        </Form>
      )}
    </section>
  )
}

function DependantRow({ dependant, onEdit }: { dependant: Dependant; onEdit: () => void }) {
  const { t } = useTranslation()
  const confirm = useConfirm()
  function remove() {
    confirm({
      title: t('partner_details.remove'),
      text: t('partner_details.remove_dependant_confirm', { name: dependant.name }),
      variant: 'danger',
      onConfirm: () =>
        new Promise<void>((resolve) =>
          router.delete(
            urlFor('settings.partner-details.dependants.destroy', { id: dependant.id }),
            { preserveScroll: true, onFinish: () => resolve() }
          )
        ),
    })
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="dependant">
      <div>
        <p className="font-semibold text-navy-800">{dependant.name}</p>
        <p className="text-sm text-slate-700">
          {t(`partner_details.relations.${dependant.relation}`)} ·{' '}
          {t('partner_details.age', { age: dependant.age })} · {dependant.dateOfBirth}
          {dependant.livesAtHome ? ` · ${t('partner_details.lives_at_home_badge')}` : ''}
          {dependant.underGuardianship ? ` · ${t('partner_details.guardianship_badge')}` : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onEdit}>
          {t('partner_details.edit')}
          <span className="sr-only"> {dependant.name}</span>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={remove}>
          {t('partner_details.remove')}
          <span className="sr-only"> {dependant.name}</span>
        </Button>
      </div>
    </li>
  )
}

function DependantForm({
  dependant,
  heading,
  onDone,
}: {
  dependant?: Dependant
  heading: string
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const initial = {
    name: dependant?.name ?? '',
    date_of_birth: dependant?.dateOfBirth ?? '',
    relation: dependant?.relation ?? 'child',
    lives_at_home: dependant?.livesAtHome ?? true,
    under_guardianship: dependant?.underGuardianship ?? false,
  }
  const addForm = useRouteForm('settings.partner-details.dependants.store', initial, {
    preserveScroll: true,
    resetOnSuccess: true,
  })
  const editForm = useRouteForm('settings.partner-details.dependants.update', initial, {
    params: { id: dependant?.id ?? 0 },
    preserveScroll: true,
    onSuccess: onDone,
  })
  const form = dependant ? editForm : addForm
  const field = useFields(form, 'partner_details')
  const prefix = dependant ? `dependant-${dependant.id}` : 'new-dependant'
  return (
    <Form form={form} className="space-y-5" data-testid={`${prefix}-form`} id={prefix}>
      <h3 className="text-lg font-semibold text-navy-800">{heading}</h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} required autoComplete="off" />
        <DateField {...field('date_of_birth')} required />
        <SelectField
          {...field('relation')}
          required
          options={[
            { value: 'child', label: t('partner_details.relations.child') },
            { value: 'ward', label: t('partner_details.relations.ward') },
          ]}
        />
      </div>
      <CheckboxField {...field('lives_at_home')} />
      <CheckboxField {...field('under_guardianship')} />
      <div className="flex gap-3">
        <SubmitButton form={form}>{t('partner_details.save_dependant')}</SubmitButton>
        {onDone ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('partner_details.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  )
}
