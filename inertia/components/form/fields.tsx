import {
  useEffect,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { bahtToSatang, satangToBaht } from '~/lib/money'
import { useBound, type Bindable, type Bound, type FieldName } from './binding'
import { controlClasses, FieldError, FieldShell } from './field_shell'
import { ruleFor, type FieldRule } from './rules'

/**
 * The form kit (SPEC §5, CONVENTIONS 11). A field is one line:
 *   <TextField form={form} name="phone" label={t('auth.phone')} rule={rules.phone} required />
 * `form` is an Inertia form (`useRouteForm`), `name` a key of its data of
 * the right type; value, change, label, hint and the server's error are
 * bound here and nowhere else. `rule` carries the limits the server's
 * validators use (app/validators/limits.ts) and the browser's input hints.
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

/** Attributes a page may still pass to the control (placeholder, autoFocus…). */
type Extra<E> = Omit<
  E,
  'name' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'form' | 'required' | 'className' | 'id'
>

const KIT_PROPS = new Set([
  ...['form', 'name', 'label', 'hint', 'required', 'errorText', 'className', 'rule'],
  ...['children', 'options', 'optionClassName', 'listClassName', 'editor', 'group'],
])

/** Props of the control: id, name, ARIA, limits and what the page passed through. */
function controlProps<T, V>(field: Bound<V>, props: Common<T, V> & { rule?: Partial<FieldRule> }) {
  const passed = Object.fromEntries(Object.entries(props).filter(([key]) => !KIT_PROPS.has(key)))
  return {
    ...ruleFor(props.name, props.rule),
    ...passed,
    id: field.id,
    name: field.name,
    required: props.required,
    ...field.aria,
  }
}

function useField<T, V>(props: Common<T, V>) {
  return useBound<T, V>(props.form, props.name, {
    hint: Boolean(props.hint),
    errorText: props.errorText,
  })
}

function Shell<T, V>(props: {
  field: Bound<V>
  of: Common<T, V>
  group?: boolean
  children: ReactNode
}) {
  const { field, of } = props
  return (
    <FieldShell
      id={field.id}
      label={of.label}
      hint={of.hint}
      error={field.error}
      required={of.required}
      group={props.group}
      className={of.className}
    >
      {props.children}
    </FieldShell>
  )
}

type InputProps<T, V> = Common<T, V> & Extra<InputHTMLAttributes<HTMLInputElement>>

export type TextFieldProps<T> = InputProps<T, string> & { rule?: Partial<FieldRule> }

/**
 * An input of one line; `read` turns what the browser holds into the form's
 * value (a number, say).
 */
function InputField<T, V>(
  props: InputProps<T, V> & {
    rule?: Partial<FieldRule>
    type?: string
    read: (input: HTMLInputElement) => V
  }
) {
  const { read, ...rest } = props
  const field = useField(props)
  return (
    <Shell field={field} of={props}>
      <input
        {...controlProps(field, rest)}
        value={(field.value as string | number | null) ?? ''}
        onChange={(event) => field.set(read(event.target))}
        className={controlClasses(Boolean(field.error))}
      />
    </Shell>
  )
}

const readText = (input: HTMLInputElement) => input.value

/** A one-line text input; its `rule` sets limits, input type and autocomplete. */
export function TextField<T>(props: TextFieldProps<T>) {
  return <InputField {...props} read={readText} />
}

/** An email input with the server's email limit, whatever the field's name. */
export function EmailField<T>(props: TextFieldProps<T>) {
  return <TextField {...props} rule={ruleFor('email', props.rule)} />
}

/** A password input with the show/hide toggle of SPEC §5. */
export function PasswordField<T>(props: TextFieldProps<T>) {
  const field = useField(props)
  const [visible, setVisible] = useState(false)
  const { t } = useTranslation()
  return (
    <Shell field={field} of={props}>
      <div className="relative">
        <input
          {...controlProps(field, props)}
          type={visible ? 'text' : 'password'}
          value={field.value ?? ''}
          onChange={(event) => field.set(event.target.value)}
          className={controlClasses(Boolean(field.error), 'pr-20')}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={field.id}
          className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-slate-600 hover:text-slate-900"
        >
          {visible ? t('common.hide_password') : t('common.show_password')}
        </button>
      </div>
    </Shell>
  )
}

/** A number input; an empty box is `null`. */
export function NumberField<T>(props: InputProps<T, number | null>) {
  return (
    <InputField
      {...props}
      type="number"
      read={(input) => (input.value === '' ? null : input.valueAsNumber)}
    />
  )
}

/** A date (YYYY-MM-DD, the format the server's date rules read). */
export function DateField<T>(props: InputProps<T, string>) {
  return <InputField {...props} type="date" read={readText} />
}

/** A local date and time (YYYY-MM-DDTHH:mm; the server reads it as Bangkok time). */
export function DateTimeField<T>(props: InputProps<T, string>) {
  return <InputField {...props} type="datetime-local" read={readText} />
}

/** A textarea, 6 rows unless told otherwise (SPEC §5). */
export function TextareaField<T>(
  props: Common<T, string> &
    Extra<TextareaHTMLAttributes<HTMLTextAreaElement>> & { rule?: Partial<FieldRule> }
) {
  const field = useField(props)
  const { pattern: _pattern, ...limits } = ruleFor(props.name, props.rule) ?? {}
  return (
    <Shell field={field} of={props}>
      <textarea
        rows={6}
        {...controlProps(field, { ...props, rule: limits })}
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
  const { placeholder, ...attributes } = props
  return (
    <Shell field={field} of={props}>
      <select
        {...controlProps(field, attributes)}
        value={field.value ?? ''}
        onChange={(event) => field.set(event.target.value)}
        className={controlClasses(Boolean(field.error))}
      >
        <option value="" disabled>
          {placeholder ?? t('common.select_placeholder')}
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
          {...controlProps(field, props)}
          type="checkbox"
          value="1"
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

/**
 * The options of a radio or checkbox group: one input and label each,
 * chosen or not as `isChosen` says, changed through `toggle`.
 */
function OptionList<T, V extends string | number, F>(props: {
  field: Bound<F>
  of: Common<T, F> & GroupProps<V>
  type: 'radio' | 'checkbox'
  isChosen: (value: V) => boolean
  toggle: (value: V, checked: boolean) => void
}) {
  const { field, of } = props
  return (
    <Shell field={field} of={of} group>
      <div className={of.listClassName ?? 'space-y-2'}>
        {of.options.map((option) => (
          <label
            key={String(option.value)}
            className={
              of.optionClassName?.(props.isChosen(option.value)) ??
              'flex items-center gap-2 text-sm text-slate-800'
            }
          >
            <input
              type={props.type}
              name={props.type === 'checkbox' ? `${field.name}[]` : field.name}
              value={option.value}
              checked={props.isChosen(option.value)}
              onChange={(event) => props.toggle(option.value, event.target.checked)}
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

/** One choice among a few, as radio buttons in a fieldset. */
export function RadioGroupField<T, V extends string | number = string>(
  props: Common<T, V | null> & GroupProps<V>
) {
  const field = useField(props)
  return (
    <OptionList
      field={field}
      of={props}
      type="radio"
      isChosen={(value) => field.value === value}
      toggle={(value) => field.set(value)}
    />
  )
}

/** Some choices among a few, as checkboxes in a fieldset; the value is the list chosen. */
export function CheckboxGroupField<T>(props: Common<T, string[]> & GroupProps<string>) {
  const field = useField<T, string[]>(props)
  const chosen = field.value ?? []
  return (
    <OptionList
      field={field}
      of={props}
      type="checkbox"
      isChosen={(value) => chosen.includes(value)}
      toggle={(value, checked) =>
        field.set(checked ? [...chosen, value] : chosen.filter((item) => item !== value))
      }
    />
  )
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
    <Shell field={field} of={props}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-500"
        >
          ฿
        </span>
        <input
          {...controlProps(field, props)}
          type="text"
          inputMode="decimal"
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
    <Shell field={field} of={props}>
      <input
        {...controlProps(field, props)}
        type="file"
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
    <Shell field={field} of={props} group={props.group}>
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
