import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import { useConfirm } from '~/components/confirm_provider'
import { DateField, Form, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { SettingsPanel } from './settings_panel'
import type { Data } from '@generated/data'

export type HolidaysProps = { year: number; years: number[]; rows: Data.Holiday[] }

const NAME_MAX = 120

/** A yyyy-mm-dd day as the reader writes it (Thai: Buddhist era), with its weekday. */
function useDay() {
  const { locale } = useTranslation()
  const tag = locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB'
  const at = (date: string) => new Date(`${date}T00:00:00Z`)
  return {
    date: (date: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(at(date)),
    weekday: (date: string) =>
      new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(at(date)),
    isWeekend: (date: string) => [0, 6].includes(at(date).getUTCDay()),
  }
}

type Fields = { date: string; name_en: string; name_th: string }

function HolidayFields({ form }: { form: ReturnType<typeof useRouteForm<any, Fields>> }) {
  const { t } = useTranslation()
  const label = (name: keyof Fields) => t(`admin_settings.holidays.fields.${name}`)
  return (
    <div className="grid gap-4 md:grid-cols-[12rem_1fr_1fr]">
      <DateField form={form} name="date" label={label('date')} required />
      <TextField
        form={form}
        name="name_en"
        label={label('name_en')}
        rule={{ maxLength: NAME_MAX }}
        required
      />
      <TextField
        form={form}
        name="name_th"
        label={label('name_th')}
        rule={{ maxLength: NAME_MAX }}
        lang="th"
        required
      />
    </div>
  )
}

function AddHoliday({ year }: { year: number }) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.settings.holidays.store',
    { date: `${year}-01-01`, name_en: '', name_th: '' },
    { preserveScroll: true, resetOnSuccess: ['name_en', 'name_th'] }
  )
  return (
    <Form form={form} className="mt-4 space-y-3" data-testid="holiday-add">
      <h3 className="font-semibold text-slate-900">{t('admin_settings.holidays.add_title')}</h3>
      <HolidayFields form={form} />
      <SubmitButton form={form}>{t('admin_settings.holidays.add')}</SubmitButton>
    </Form>
  )
}

function EditHoliday({ holiday, onDone }: { holiday: Data.Holiday; onDone: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  // The editor opens under the list: bring it to the staff member's eyes.
  useEffect(() => ref.current?.scrollIntoView({ block: 'center' }), [])
  const form = useRouteForm(
    'admin.settings.holidays.update',
    { date: holiday.date, name_en: holiday.name_en, name_th: holiday.name_th },
    { params: { id: holiday.id }, preserveScroll: true, onSuccess: onDone }
  )
  return (
    <div ref={ref}>
      <Form
        form={form}
        className="mt-4 space-y-3 rounded-md border border-sky-200 bg-sky-50 p-4"
        data-testid="holiday-edit"
      >
        <h3 className="font-semibold text-slate-900">{t('admin_settings.holidays.edit_title')}</h3>
        <HolidayFields form={form} />
        <div className="flex gap-2">
          <SubmitButton form={form}>{t('admin_settings.holidays.save')}</SubmitButton>
          <Button variant="secondary" onClick={onDone}>
            {t('admin_settings.holidays.cancel')}
          </Button>
        </div>
      </Form>
    </div>
  )
}

/**
 * Admin › Settings › Public holidays (DESIGN §11): the calendar every
 * business-hours clock skips, listed by year, added, edited and deleted here.
 */
export function HolidaysSection({ holidays }: { holidays: HolidaysProps }) {
  const { t } = useTranslation()
  const day = useDay()
  const confirm = useConfirm()
  const [editing, setEditing] = useState<Data.Holiday | null>(null)
  const showYear = (year: string) =>
    router.get(urlFor('admin.settings'), { year }, { preserveScroll: true, replace: true })
  const remove = (holiday: Data.Holiday) =>
    confirm({
      title: t('admin_settings.holidays.delete'),
      text: t('admin_settings.holidays.confirm_delete', {
        name: holiday.name_en,
        date: day.date(holiday.date),
      }),
      variant: 'danger',
      onConfirm: () =>
        new Promise<void>((resolve) =>
          router.delete(urlFor('admin.settings.holidays.destroy', { id: holiday.id }), {
            preserveScroll: true,
            onFinish: () => resolve(),
          })
        ),
    })

  return (
    <SettingsPanel name="holidays">
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          {t('admin_settings.holidays.year')}
          <select
            className="rounded-md border border-slate-300 px-2 py-1"
            value={holidays.year}
            onChange={(event) => showYear(event.target.value)}
            data-testid="holiday-year"
          >
            {holidays.years.map((year) => (
              <option key={year} value={year}>
                {t('admin_settings.holidays.year_option', { year, be: year + 543 })}
              </option>
            ))}
          </select>
        </label>
        <span className="text-sm text-slate-500">
          {t('admin_settings.holidays.count', { count: holidays.rows.length })}
        </span>
      </div>
      {holidays.rows.length === 0 ? (
        <p className="mt-4 text-slate-500">
          {t('admin_settings.holidays.empty', { year: holidays.year })}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 border-y border-slate-100">
          {holidays.rows.map((holiday) => (
            <li
              key={holiday.id}
              className="grid gap-1 py-2 text-sm md:grid-cols-[9rem_1fr_1fr_auto] md:items-center md:gap-3"
              data-testid="holiday-row"
              data-date={holiday.date}
            >
              <span className="font-medium text-slate-900">
                <time dateTime={holiday.date}>{day.date(holiday.date)}</time>{' '}
                <span className="text-slate-500">{day.weekday(holiday.date)}</span>
                {day.isWeekend(holiday.date) ? (
                  <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-500">
                    {t('admin_settings.holidays.weekend')}
                  </span>
                ) : null}
              </span>
              <span lang="en">{holiday.name_en}</span>
              <span lang="th">{holiday.name_th}</span>
              <span className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(holiday)}>
                  {t('admin_settings.holidays.edit')}
                </Button>
                <Button variant="danger" size="sm" onClick={() => remove(holiday)}>
                  {t('admin_settings.holidays.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <EditHoliday key={editing.id} holiday={editing} onDone={() => setEditing(null)} />
      ) : (
        <AddHoliday key={holidays.year} year={holidays.year} />
      )}
    </SettingsPanel>
  )
}
