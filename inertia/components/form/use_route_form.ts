import { useForm } from '@inertiajs/react'
import type { FormDataKeys, FormDataType, Method } from '@inertiajs/core'
import type { InferRoutes, UserRegistry } from '@tuyau/core/types'
import { client } from '~/client'

type Routes = InferRoutes<UserRegistry>
type RouteName = keyof Routes & string
type RouteBody<R extends RouteName> = Routes[R]['types']['body']

/**
 * Field names the route's validator does not know become `never`, so a
 * misspelt or stale field fails the type-check. Routes whose body type is
 * open (a validator built at run time) accept any field.
 */
type KnownFields<R extends RouteName, T> = string extends keyof RouteBody<R>
  ? T
  : [keyof RouteBody<R>] extends [never]
    ? T
    : T & { [K in Exclude<keyof T, keyof RouteBody<R> | 'password_confirmation'>]: never }

export type RouteFormOptions<T> = {
  /** Route parameters, for routes such as `users.update` (`{ id: 1 }`). */
  params?: Record<string, string | number>
  /** Reset every field (`true`) or the named ones after a successful post. */
  resetOnSuccess?: true | FormDataKeys<T>[]
  /** Fields cleared after every attempt, successful or not (passwords). */
  resetOnFinish?: FormDataKeys<T>[]
  preserveScroll?: boolean | 'errors'
  onSuccess?: () => void
}

/**
 * An Inertia form bound to a named route (CONVENTIONS 8, 11): the URL and
 * method come from the generated route registry, the field names are
 * checked against the route's validator, and `submit()` is the one path
 * every form of the app posts through.
 */
export function useRouteForm<R extends RouteName, T extends FormDataType<T>>(
  route: R,
  initial: KnownFields<R, T>,
  options: RouteFormOptions<T> = {}
) {
  const form = useForm<T>(initial as T)
  const { url, methods } = client.getRoute(route, { params: options.params ?? {} } as never)
  const method = methods[0].toLowerCase() as Method

  function submit() {
    if (form.processing) return
    form.submit(method, url, {
      preserveScroll: options.preserveScroll ?? false,
      onSuccess: () => {
        const reset = options.resetOnSuccess
        if (reset === true) form.reset()
        else if (reset) form.reset(...reset)
        options.onSuccess?.()
      },
      onFinish: () => {
        if (options.resetOnFinish) form.reset(...options.resetOnFinish)
      },
    })
  }

  return { ...form, action: url, method, submit }
}

export type RouteForm<T extends FormDataType<T>> = ReturnType<typeof useRouteForm<RouteName, T>>
