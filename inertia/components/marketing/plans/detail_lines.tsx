import { cn } from '~/components/ui/cn'

/**
 * The lines of a plan-detail accordion item (SPEC §3): its description
 * variants (plain text) and its answers. Answers are rich text staff
 * write, sanitized on save and again by the server before they are sent
 * (app/support/rich_text.ts); this only renders them.
 */
export function DetailVariants({
  variants,
  className,
}: {
  variants: string[]
  className?: string
}) {
  if (variants.length === 0) return null
  return (
    <ul className={cn('mt-1 space-y-0.5 text-sm italic text-slate-600', className)}>
      {variants.map((variant, index) => (
        <li key={index}>{variant}</li>
      ))}
    </ul>
  )
}

export function AnswerList({ answers, className }: { answers: string[]; className?: string }) {
  if (answers.length === 0) return null
  return (
    <ul
      className={cn(
        'list-disc pl-5 [&_a]:text-navy-700 [&_a]:underline [&_p]:inline [&_p+p]:block',
        className
      )}
      data-testid="plan-detail-answers"
    >
      {answers.map((answer, index) => (
        <li key={index} dangerouslySetInnerHTML={{ __html: answer }} />
      ))}
    </ul>
  )
}
