import { useEffect, useState } from 'react'
import {
  DateTimeField,
  EmailField,
  RadioGroupField,
  SelectField,
  TextField,
} from '~/components/form'
import type { Bindable } from '~/components/form'
import { getJson } from '~/lib/http'
import { useTranslation } from '~/hooks/use_translation'
import { countryName } from '~/lib/countries'

export type SegmentOptions = {
  plans: { value: string; label: string }[]
  statuses: string[]
  roles: string[]
  nationalities: string[]
}

export type SegmentForm = { audience: string; value: string }
export type WhenForm = { send_at: string; scheduled_at: string }

const AUDIENCES = ['all', 'plan', 'status', 'nationality', 'role', 'address'] as const

/**
 * Who receives a mailing or a push: the audience and the value
 * it needs, with the live count the server computes (`countUrl`).
 */
export function SegmentFields<T extends SegmentForm>({
  form,
  options,
  countUrl,
  countKey,
  onCount,
}: {
  form: Bindable<T> & { data: T }
  options: SegmentOptions
  countUrl: string
  countKey: 'recipients' | 'devices'
  onCount: (count: number | null) => void
}) {
  const { t, locale } = useTranslation()
  const { audience, value } = form.data
  const [count, setCount] = useState<{ count: number; unsubscribed: number } | null>(null)

  useEffect(() => {
    let live = true
    const query = new URLSearchParams({ audience, value: value ?? '' })
    const timer = setTimeout(() => {
      getJson<{ recipients?: number; devices?: number; unsubscribed?: number }>(
        `${countUrl}?${query}`
      )
        .then(({ data }) => {
          if (!live || !data) return
          const next = { count: data[countKey] ?? 0, unsubscribed: data.unsubscribed ?? 0 }
          setCount(next)
          onCount(next.count)
        })
        .catch(() => live && onCount(null))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [audience, value, countUrl, countKey, onCount])

  const name = (field: keyof SegmentForm) => field as never
  const choices: Record<string, { value: string; label: string }[]> = {
    plan: options.plans,
    status: options.statuses.map((status) => ({
      value: status,
      label: t(`admin_mail.statuses.${status}`),
    })),
    role: options.roles.map((role) => ({ value: role, label: t(`admin_mail.roles.${role}`) })),
  }

  return (
    <div className="space-y-4">
      <SelectField
        form={form}
        name={name('audience')}
        label={t('admin_mail.fields.audience')}
        options={AUDIENCES.map((entry) => ({
          value: entry,
          label: t(`admin_mail.audiences.${entry}`),
        }))}
        required
      />
      {audience in choices ? (
        <SelectField
          key={audience}
          form={form}
          name={name('value')}
          label={t(`admin_mail.audiences.${audience}`)}
          options={choices[audience]}
          required
        />
      ) : null}
      {audience === 'nationality' ? (
        <>
          <TextField
            form={form}
            name={name('value')}
            label={t('admin_mail.audiences.nationality')}
            list="segment-nationalities"
            rule={{ maxLength: 60 }}
            required
          />
          <datalist id="segment-nationalities">
            {options.nationalities.map((nationality) => (
              <option
                key={nationality}
                value={nationality}
                label={countryName(nationality, locale)}
              />
            ))}
          </datalist>
        </>
      ) : null}
      {audience === 'address' ? (
        <EmailField
          form={form}
          name={name('value')}
          label={t('admin_mail.audiences.address')}
          required
        />
      ) : null}
      <p
        className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800"
        aria-live="polite"
        data-testid="segment-count"
      >
        {count === null
          ? t('admin_mail.count.loading')
          : t(`admin_mail.count.${countKey}`, { count: count.count })}
        {count && count.unsubscribed > 0
          ? ` ${t('admin_mail.count.unsubscribed', { count: count.unsubscribed })}`
          : ''}
      </p>
    </div>
  )
}

/** Now, or at a time (Bangkok) the worker sends it. */
export function WhenFields<T extends WhenForm>({ form }: { form: Bindable<T> & { data: T } }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      <RadioGroupField
        form={form}
        name={'send_at' as never}
        label={t('admin_mail.fields.send_at')}
        options={[
          { value: 'now', label: t('admin_mail.when.now') },
          { value: 'later', label: t('admin_mail.when.later') },
        ]}
      />
      {form.data.send_at === 'later' ? (
        <DateTimeField
          form={form}
          name={'scheduled_at' as never}
          label={t('admin_mail.fields.scheduled_at')}
          hint={t('admin_mail.hints.bangkok_time')}
          required
        />
      ) : null}
    </div>
  )
}
