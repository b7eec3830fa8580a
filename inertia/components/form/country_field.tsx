import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { useHydrated } from '~/hooks/use_hydrated'
import { useBound, type Bindable, type FieldName } from './binding'
import { controlClasses, FieldShell } from './field_shell'
import { countryName, countryOptions, type CountryOption } from '~/lib/countries'

/** Lower case without accents: "Côte" is found by "cote". */
function fold(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * The countries matching what was typed, in the reader's language and in
 * English (a Thai reader may type "Germany"), or by code ("DE"). Names that
 * start with the text come first.
 */
export function matchCountries(
  options: readonly CountryOption[],
  english: Map<string, string>,
  query: string
): readonly CountryOption[] {
  const text = fold(query.trim())
  if (!text) return options
  const starts: CountryOption[] = []
  const contains: CountryOption[] = []
  for (const option of options) {
    const names = [fold(option.label), fold(english.get(option.value) ?? '')]
    if (option.value.toLowerCase() === text || names.some((name) => name.startsWith(text))) {
      starts.push(option)
    } else if (names.some((name) => name.includes(text))) {
      contains.push(option)
    }
  }
  return [...starts, ...contains]
}

let english: Map<string, string> | null = null

/** Every country's English name by code: a Thai reader may type "Germany". Made on first use. */
function englishNames(): Map<string, string> {
  english ??= new Map(countryOptions('en').map((option) => [option.value, option.label]))
  return english
}

type CountryFieldProps<T> = {
  form: Bindable<T>
  name: FieldName<T, string>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  className?: string
}

/**
 * A country chosen from a searchable list (SPEC §2.8): an ARIA 1.2
 * combobox. The member types part of a name (in Thai or English) or a
 * code; arrow keys move through the matches, Enter chooses, Escape closes.
 * The form holds the ISO 3166 code; the input shows its name in the
 * reader's language.
 */
export function CountryField<T>({
  form,
  name,
  label,
  hint,
  required,
  className,
}: CountryFieldProps<T>) {
  const { t, locale } = useTranslation()
  const field = useBound<T, string>(form, name, { hint: Boolean(hint) })
  const options = countryOptions(locale)
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)
  const listId = `${useId().replace(/\W/g, '')}-countries`

  // Re-rendered once hydrated, so the browser's own wording of the name replaces the server's.
  useHydrated()
  const shown = query ?? countryName(field.value, locale)
  const matches = useMemo(
    () => (query === null ? options : matchCountries(options, englishNames(), query)),
    [options, query]
  )
  const activeOption = open ? matches[active] : undefined

  function choose(option: CountryOption | undefined) {
    if (option) field.set(option.value)
    setQuery(null)
    setOpen(false)
  }

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(index, matches.length - 1))
    setActive(next)
    setOpen(true)
  }

  // The active option stays in sight as the arrow keys move through the list.
  useEffect(() => {
    if (!open) return
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) {
          const current = matches.findIndex((option) => option.value === field.value)
          moveTo(event.altKey || current < 0 ? 0 : current)
        } else moveTo(active + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        moveTo(open ? active - 1 : matches.length - 1)
        break
      case 'PageDown':
        if (open) {
          event.preventDefault()
          moveTo(active + 10)
        }
        break
      case 'PageUp':
        if (open) {
          event.preventDefault()
          moveTo(active - 10)
        }
        break
      case 'Enter':
        if (open) {
          event.preventDefault()
          choose(activeOption)
        }
        break
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault()
          setQuery(null)
          setOpen(false)
        }
        break
    }
  }

  /** Leaving the field: what was typed is chosen when it names one country; emptied, it clears. */
  function onBlur() {
    if (query !== null) {
      const typed = fold(query.trim())
      if (!typed) field.set('')
      else {
        const exact = matches.find(
          (option) =>
            fold(option.label) === typed ||
            fold(englishNames().get(option.value) ?? '') === typed ||
            option.value.toLowerCase() === typed
        )
        // An exact name, else the only country that matches ("Thai" → Thailand).
        const chosen = exact ?? (matches.length === 1 ? matches[0] : undefined)
        if (chosen) field.set(chosen.value)
      }
    }
    setQuery(null)
    setOpen(false)
  }

  return (
    <FieldShell
      id={field.id}
      label={label}
      hint={hint}
      error={field.error}
      required={required}
      className={className}
    >
      <div className="relative">
        <input
          id={field.id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
          autoComplete="off"
          placeholder={t('contact_fields.country_placeholder')}
          required={required}
          value={shown}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onClick={() => setOpen(true)}
          className={controlClasses(Boolean(field.error), 'pr-9')}
          data-country-field={name}
          suppressHydrationWarning
          {...field.aria}
        />
        <input type="hidden" name={field.name} value={field.value ?? ''} />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('contact_fields.show_countries')}
          aria-controls={listId}
          aria-expanded={open}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen(!open)
            document.getElementById(field.id)?.focus()
          }}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-slate-500"
        >
          <span aria-hidden="true">▾</span>
        </button>
        {open ? (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
          >
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${option.value}`}
                role="option"
                aria-selected={option.value === field.value}
                data-index={index}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  'flex cursor-pointer justify-between gap-3 px-3 py-1.5',
                  index === active ? 'bg-navy-800 text-white' : 'text-slate-900',
                  option.value === field.value && 'font-semibold'
                )}
              >
                <span>{option.label}</span>
                <span className={index === active ? 'text-slate-200' : 'text-slate-500'}>
                  {option.value}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {open && matches.length > 0
            ? t('contact_fields.country_count', { count: matches.length })
            : ''}
        </p>
        {open && matches.length === 0 ? (
          <p
            role="status"
            className="absolute z-20 mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
          >
            {t('contact_fields.country_no_match', { query: query ?? '' })}
          </p>
        ) : null}
      </div>
    </FieldShell>
  )
}
