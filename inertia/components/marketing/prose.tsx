import { cn } from '~/components/ui/cn'

/**
 * Rich text from the database (FAQ answers, blog posts, terms). It is
 * sanitized on save and again by the server before it is sent
 * (app/support/rich_text.ts); this only renders it with readable styles.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none text-slate-800 [&_a]:text-navy-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-4 [&_ul]:list-disc',
        className
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
