import { Seo } from '~/components/seo'
import { cn } from '~/components/ui/cn'

/** A settings page's name: the browser's title (kept out of search engines) and the page's h1. */
export function SettingsTitle({ title, className }: { title: string; className?: string }) {
  return (
    <>
      <Seo title={title} noindex />
      <h1 className={cn(className, 'text-3xl font-semibold text-navy-800')}>{title}</h1>
    </>
  )
}
