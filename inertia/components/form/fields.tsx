import {
  useEffect,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { EMAIL_FIELD, type TextLimits } from '../../../app/validators/limits'
import { useBound, type Bindable, type Bound, type FieldName } from './binding'
import { controlClasses, FieldError, FieldShell } from './field_shell'

/**
 * The form kit (SPEC §5, CONVENTIONS 11). A field is one line:
 *   <TextField form={form} name="email" label={t('…')} limits={EMAIL_FIELD} required />
 * `form` is an Inertia form (`useRouteForm`), `name` a key of its data of
 * the right type; value, change, label, hint and the server's error are
 * bound here and nowhere else. `limits` come from app/validators/limits.ts,
 * the numbers the server's rules use.
 */
type Common<T, V> = {
  form: Bindable<T>
  name: FieldName<T, V>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  /** Shown instead of the server's wording when the field has an error. */
  errorText?: string
  className?: string
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'form'
  | 'required'
  | 'className'
  | 'id'
  | 'pattern'
  | 'minLength'
  | 'maxLength'
>

function useField<T, V>(props: Common<T, V>) {
  return useBound<T, V>(props.form, props.name, {
    hint: Boolean(props.hint),
    errorText: props.errorText,
  })
}

function Shell<T, V>({
  field,
  props,
  group,
  children,
}: {
  field: Bound<V>
  props: Common<T, V>
  group?: boolean
  children: ReactNode
}) {
  return (
    <FieldShell
      id={field.id}
      label={props.label}
      hint={props.hint}
      error={field.error}
      required={props.required}
      group={group}
      className={props.className}
    >
      {children}
    </FieldShell>
  )
}

export type TextFieldProps<T> = Common<T, string> &
  InputAttributes & { type?: 'text' | 'email' | 'tel' | 'url' | 'search'; limits?: TextLimits }

/** A one-line text input (types text, email, tel, url, search). */
export function TextField<T>(props: TextFieldProps<T>) {
  const {
    form: _form,
    name: _name,
    label: _label,
    hint: _hint,
    errorText: _errorText,
    className: _className,
    limits,
    required,
    type = 'text',
    ...attributes
  } = props
  const field = useField(props)
  return (
    <Shell field={field} props={props}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        required={required}
        {...limits}
        {...field.aria}
        {...attributes}
        value={field.value ?? ''}
        onChange={(event) => field.set(event.target.value)}
        className={controlClasses(Boolean(field.error))}
      />
    </Shell>
  )
}

/** An email input with the server's email limit. */
export function EmailField<T>(props: Omit<TextFieldProps<T>, 'type'>) {
  return <TextField autoComplete="email" limits={EMAIL_FIELD} {...props} type="email" />
}

/** A password input with the show/hide toggle of SPEC §5. */
export function PasswordField<T>(
  props: Common<T, string> & InputAttributes & { limits?: TextLimits }
) {
  const {
    form: _form,
    name: _name,
    label: _label,
    hint: _hint,
    errorText: _errorText,
    className: _className,
    limits,
    required,
    ...attributes
  } = props
  const field = useField(props)
  const [visible, setVisible] = useState(false)
  const { t } = useTranslation()
  return (
    <Shell field={field} props={props}>
      <div className="relative">
        <input
          id={field.id}
          name={field.name}
          type={visible ? 'text' : 'password'}
          required={required}
          {...limits}
          {...field.aria}
          {...attributes}
          value={field.value ?? ''}
          onChange={(event) => field.set(event.target.value)}
          className={controlClasses(Boolean(field.error), 'pr-20')}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={field.id}
          data-password-toggle
          className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-600 hover:text-slate-900"
        >
          {visible ? t('common.hide_password') : t('common.show_password')}
        </button>
      </div>
    </Shell>
  )
}

/** A number input; an empty box is `null`. */
export function NumberField<T>(props: Common<T, number | null> & InputAttributes) {
  const {
    form: _form,
    name: _name,
    label: _label,
    hint: _hint,
    errorText: _errorText,
    className: _className,
    required,
    ...attributes
  } = props
  const field = useField(props)
  return (
    <Shell field={field} props={props}>
      <input
        id={field.id}
        name={field.name}
        type="number"
        required={required}
        {...field.aria}
        {...attributes}
        value={field.value ?? ''}
        onChange={(event) =>
          field.set(event.target.value === '' ? null : event.target.valueAsNumber)
        }
        className={controlClasses(Boolean(field.error))}
      />
    </Shell>
  )
}

/** A date (YYYY-MM-DD, the format the server's date rules read). */
export function DateField<T>(
  props: Common<T, string> & Omit<InputAttributes, 'min' | 'max'> & { min?: string; max?: string }
) {
  const {
    form: _form,
    name: _name,
    label: _label,
    hint: _hint,
    errorText: _errorText,
    className: _className,
    required,
    ...attributes
  } = props
  const field = useField(props)
  return (
    <Shell field={field} props={props}>
      <input
        id={field.id}
        name={field.name}
        type="date"
        required={required}
        {...field.aria}
        {...attributes}
        value={field.value ?? ''}
        onChange={(event) => field.set(event.target.value)}
        className={controlClasses(Boolean(field.error))}
      />
    </Shell>
  )
}

type TextareaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'form'
  | 'required'
  | 'className'
  | 'id'
  | 'minLength'
  | 'maxLength'
>

/** A textarea, 6 rows unless told otherwise (SPEC §5). */
export function TextareaField<T>(
  props: Common<T, string> & TextareaAttributes & { limits?: TextLimits }
) {
  const {
    form: _form,
    name: _name,
    label: _label,
    hint: _hint,
    errorText: _errorText,
    className: _className,
    limits,
    required,
    rows = 6,
    ...attributes
  } = props
  const field = useField(props)
  return (
    <Shell field={field} props={props}>
      <textarea
        id={field.id}
        name={field.name}
        rows={rows}
        required={required}
        minLength={limits?.minLength}
        maxLength={limits?.maxLength}
        {...field.aria}
        {...attributes}
        value={field.value ?? ''}
        onChange={(event) => field.set(event.target.value)}
        className={controlClasses(Boolean(field.error))}
      />
    </Shell>
  )
}

export type Option<V extends string | number = string> = { value: V; label: ReactNode }

/**
 * A native select (works without JavaScript) whose placeholder option is
 * disabled, as SPEC §5 asks of the language select.
 */
export function SelectField<T>(
  props: Common<T, string> & {
    options: ReadonlyArray<{ value: string; label: string }>
    placeholder?: string
    autoComplete?: string
  }
) {
  const field = useField(props)
  const { t } = useTranslation()
  return (
    <Shell field={field} props={props}>
      <select
        id={field.id}
        name={field.name}
        required={props.required}
        autoComplete={props.autoComplete}
        {...field.aria}
        value={field.value ?? ''}
        onChange={(event) => field.set(event.target.value)}
        className={controlClasses(Boolean(field.error))}
      >
        <option value="" disabled>
          {props.placeholder ?? t('common.select_placeholder')}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  )
}

/** One checkbox; `children` is shown under its label (a link to the terms, say). */
export function CheckboxField<T>(
  props: Omit<Common<T, boolean>, 'hint'> & { children?: ReactNode }
) {
  const field = useField(props)
  return (
    <div className={cn('space-y-1', props.className)}>
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          value="1"
          required={props.required}
          {...field.aria}
          checked={Boolean(field.value)}
          onChange={(event) => field.set(event.target.checked)}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-navy-800 focus-visible:outline-2 focus-visible:outline-gold-600"
        />
        <label htmlFor={field.id} className="text-sm text-slate-800">
          {props.label}
        </label>
      </div>
      {props.children ? <div className="pl-7">{props.children}</div> : null}
      <FieldError id={field.id} error={field.error} />
    </div>
  )
}

type GroupProps<V extends string | number> = {
  options: ReadonlyArray<Option<V>>
  /** Classes of an option's label, by whether it is chosen (cards, say). */
  optionClassName?: (checked: boolean) => string
  /** Classes of the list of options. */
  listClassName?: string
}

const optionLabel = 'flex items-center gap-2 text-sm text-slate-800'

/** One choice among a few, as radio buttons in a fieldset. */
export function RadioGroupField<T, V extends string | number = string>(
  props: Common<T, V | null> & GroupProps<V>
) {
  const field = useField(props)
  return (
    <Shell field={field} props={props} group>
      <div className={props.listClassName ?? 'space-y-2'}>
        {props.options.map((option) => {
          const checked = field.value === option.value
          return (
            <label
              key={String(option.value)}
              className={props.optionClassName?.(checked) ?? optionLabel}
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={() => field.set(option.value)}
                aria-invalid={field.aria['aria-invalid']}
                className="h-4 w-4 shrink-0"
              />
              {option.label}
            </label>
          )
        })}
      </div>
    </Shell>
  )
}

/** Some choices among a few, as checkboxes in a fieldset; the value is the list chosen. */
export function CheckboxGroupField<T>(props: Common<T, string[]> & GroupProps<string>) {
  const field = useField<T, string[]>(props)
  const chosen = field.value ?? []
  return (
    <Shell field={field} props={props} group>
      <div className={props.listClassName ?? 'space-y-2'}>
        {props.options.map((option) => (
          <label
            key={option.value}
            className={props.optionClassName?.(chosen.includes(option.value)) ?? optionLabel}
          >
            <input
              type="checkbox"
              name={`${field.name}[]`}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                field.set(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value)
                )
              }
              aria-invalid={field.aria['aria-invalid']}
              className="h-4 w-4 shrink-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </Shell>
  )
}

/** Satang (the integer the server stores) shown and typed as baht with two decimals. */
export function satangToBaht(satang: number | null | undefined): string {
  return typeof satang === 'number' && Number.isFinite(satang) ? (satang / 100).toFixed(2) : ''
}

/** Baht as typed ("1,250.5") to satang, or null when it is not an amount. */
export function bahtToSatang(baht: string): number | null {
  const cleaned = baht.replace(/[,\s฿]/g, '')
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

/** An amount of money in baht; the form holds satang. */
export function MoneyField<T>(
  props: Common<T, number | null> & { min?: number; max?: number; placeholder?: string }
) {
  const field = useField(props)
  const [text, setText] = useState(() => satangToBaht(field.value))
  // A reset or a server value replaces what is typed, unless it is the same amount.
  useEffect(() => {
    setText((current) =>
      bahtToSatang(current) === field.value ? current : satangToBaht(field.value)
    )
  }, [field.value])
  return (
    <Shell field={field} props={props}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-500"
        >
          ฿
        </span>
        <input
          id={field.id}
          name={field.name}
          type="text"
          inputMode="decimal"
          required={props.required}
          placeholder={props.placeholder}
          {...field.aria}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            field.set(bahtToSatang(event.target.value))
          }}
          onBlur={() => setText(satangToBaht(field.value))}
          className={controlClasses(Boolean(field.error), 'pl-7')}
        />
      </div>
    </Shell>
  )
}

/** A file chosen for upload (Inertia posts the form as multipart when it holds one). */
export function FileField<T>(props: Common<T, File | null> & { accept?: string }) {
  const field = useField(props)
  return (
    <Shell field={field} props={props}>
      <input
        id={field.id}
        name={field.name}
        type="file"
        accept={props.accept}
        required={props.required}
        {...field.aria}
        onChange={(event) => field.set(event.target.files?.[0] ?? null)}
        className={cn(
          controlClasses(Boolean(field.error)),
          'file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1'
        )}
      />
    </Shell>
  )
}

/**
 * A slot for a widget the kit does not draw itself (star ratings, a rich
 * text editor): the kit gives it the bound value, setter and ARIA wiring,
 * and still draws the label, hint and error around it.
 */
export function CustomField<T, V>(
  props: Common<T, V> & { group?: boolean; children: (field: Bound<V>) => ReactNode }
) {
  const field = useField(props)
  return (
    <Shell field={field} props={props} group={props.group}>
      {props.children(field)}
    </Shell>
  )
}

/** The rich text slot: the editor receives the HTML value and reports changes. */
export function RichTextField<T>(
  props: Common<T, string> & { editor: (field: Bound<string>) => ReactNode }
) {
  return <CustomField {...props}>{props.editor}</CustomField>
}
