/**
 * Stands in for `laravel-precognition` in the browser and server bundles
 * (resolve.alias in vite.config.ts). Inertia imports it for live
 * "Precognition" validation (`useForm().withPrecognition()`), which this
 * site does not use: forms are validated when they are submitted
 * (CONVENTIONS 8). Leaving it out takes about 8 KB gzip off every page's
 * first load (DESIGN §6). What Inertia calls on the ordinary paths works as
 * the package's own; starting Precognition fails loudly.
 */
type Errors = Record<string, string | string[]>

export function toSimpleValidationErrors(errors: Errors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])
  )
}

export function resolveName(name: string | { target: { name: string } }): string {
  return typeof name === 'string' ? name : name.target.name
}

export function createValidator(): never {
  throw new Error(
    'Precognition validation is not part of this site (inertia/lib/precognition_off.ts)'
  )
}

/** Inertia passes the XSRF cookie and header names on to Precognition's client. */
export const client = {
  withXsrfCookieName: () => client,
  withXsrfHeaderName: () => client,
}
