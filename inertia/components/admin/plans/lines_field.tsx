import type { ReactNode } from 'react'
import { CustomField, type Bindable } from '~/components/form'
import { controlClasses } from '~/components/form/field_shell'
import { errorAt } from '~/components/form/binding'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { RichTextEditor } from '~/components/rich_text/rich_text_editor'

type Props<T> = {
  form: Bindable<T>
  name: keyof T & string
  label: ReactNode
  hint?: ReactNode
  /** Each line is rich text (answers) or one line of plain text (variants). */
  rich?: boolean
  addLabel: string
  maxLines?: number
}

/**
 * A list of lines in the form kit (plan-detail variants and answers): add,
 * remove and move lines; the server's message for a line shows under it.
 */
export function LinesField<T>({
  form,
  name,
  label,
  hint,
  rich,
  addLabel,
  maxLines = 20,
}: Props<T>) {
  const { t } = useTranslation()
  return (
    <CustomField<T, string[]> form={form} name={name as never} label={label} hint={hint} group>
      {(field) => {
        const lines = field.value ?? []
        const set = (next: string[]) => field.set(next)
        return (
          <div className="space-y-3" data-lines={name}>
            {lines.map((line, index) => {
              const error = errorAt(form.errors, `${name}.${index}`)
              const id = `${field.id}-${index}`
              const lineLabel = t('admin_plans.lines.line', { number: index + 1 })
              return (
                <div key={index} className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    {rich ? (
                      <RichTextEditor
                        minHeight="5rem"
                        field={{
                          id,
                          name: `${field.name}[${index}]`,
                          value: line,
                          set: (value: string) =>
                            set(lines.map((old, at) => (at === index ? value : old))),
                          error,
                          aria: {
                            'aria-invalid': error ? true : undefined,
                            'aria-describedby': error ? `${id}-error` : undefined,
                          },
                        }}
                      />
                    ) : (
                      <input
                        id={id}
                        value={line}
                        aria-label={lineLabel}
                        maxLength={300}
                        onChange={(event) =>
                          set(lines.map((old, at) => (at === index ? event.target.value : old)))
                        }
                        className={controlClasses(Boolean(error))}
                      />
                    )}
                    {error ? (
                      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={t('admin_plans.lines.up', { number: index + 1 })}
                      disabled={index === 0}
                      onClick={() => {
                        const next = [...lines]
                        ;[next[index - 1], next[index]] = [next[index], next[index - 1]]
                        set(next)
                      }}
                    >
                      ↑
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={t('admin_plans.lines.remove', { number: index + 1 })}
                      onClick={() => set(lines.filter((_, at) => at !== index))}
                    >
                      ✕
                    </Button>
                  </div>
                </div>
              )
            })}
            {lines.length < maxLines ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => set([...lines, ''])}
              >
                {addLabel}
              </Button>
            ) : null}
          </div>
        )
      }}
    </CustomField>
  )
}
