import { forwardRef, type ComponentProps, type ForwardedRef } from 'react'
// The typed route link itself is built here, on Inertia's.
// eslint-disable-next-line @adonisjs/prefer-adonisjs-inertia-link
import { Link as InertiaLink } from '@inertiajs/react'
import type { Link as RouteLink } from '@adonisjs/inertia/react'
import { client } from '~/client'

type Props = ComponentProps<typeof InertiaLink> & {
  route?: string
  routeParams?: Record<string, unknown> | unknown[]
  qs?: Record<string, unknown>
}

type UrlFor = (name: string, params: Props['routeParams'], options: { qs?: Props['qs'] }) => string

function LinkInner(props: Props, ref: ForwardedRef<never>) {
  if (props.href !== undefined || props.route === undefined) {
    return <InertiaLink {...props} ref={ref} />
  }
  const { route, routeParams, qs, method, ...rest } = props
  const { methods } = client.getRoute(route as never, { params: routeParams } as never)
  const href = (client.urlFor as unknown as UrlFor)(route, routeParams, { qs })
  return (
    <InertiaLink
      {...rest}
      href={href}
      method={method ?? (methods[0].toLowerCase() as Props['method'])}
      ref={ref}
    />
  )
}

/**
 * `<Link route="name" routeParams={...}>` or `<Link href>`, typed like
 * @adonisjs/inertia's (route names and parameters checked against the
 * generated registry), built on the browser route table (~/client). That
 * package's module also defines its Form component, which its bundle
 * keeps and with it Inertia's form code: importing only this keeps both
 * out of every page's first load (DESIGN §6).
 */
export const Link = forwardRef(LinkInner) as unknown as typeof RouteLink
