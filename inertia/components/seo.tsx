import { Head } from '@inertiajs/react'

/**
 * Title ("Title - Lexpat", composed by the title callback) and meta
 * description, rendered into the server HTML.
 */
export function Seo({ title, description }: { title: string; description?: string }) {
  return (
    <Head title={title}>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  )
}
