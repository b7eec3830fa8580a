import { Suspense, lazy, use, type ComponentType } from 'react'

/**
 * A component whose code is not part of the first load (first load
 * ≤ 120 KB gzip). `preload()` fetches it; once loaded it renders like any
 * component, so the server (which preloads every deferred component, see
 * ssr.tsx) and a browser that preloaded it before hydrating (app.tsx, from
 * the page's name and props: preloadFor) produce the same HTML. Rendered
 * before it is loaded, it suspends and shows nothing until its code arrives.
 */
export type Deferred<P> = ComponentType<P> & { preload: () => Promise<unknown> }

const registry: Array<() => Promise<unknown>> = []

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component
      return component
    }))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function DeferredComponent(props: P) {
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as any)} />
      </Suspense>
    )
  }
  registry.push(preload)
  return Object.assign(DeferredComponent, { preload })
}

/** Code the server must load before it renders (see radix_dialog.tsx). */
export function registerPreload(preload: () => Promise<unknown>) {
  registry.push(preload)
}

/**
 * The server renders everything: it loads every deferred component first,
 * including those declared by code that loading others brought in (the
 * header is an island whose module declares the user menu's dropdown).
 * Without the second round, the first signed-in page a process rendered had
 * no user menu, and the browser's hydration of it failed.
 */
export async function preloadAllDeferred() {
  let loaded = 0
  while (loaded < registry.length) {
    const round = registry.slice(loaded)
    loaded = registry.length
    await Promise.all(round.map((preload) => preload()))
  }
}

const islands: Array<() => Promise<unknown>> = []

/**
 * A part of the page the server renders and the browser hydrates once its
 * code has arrived, after the rest of the page (React keeps the server's HTML
 * of a suspended boundary and replays a click on it once hydrated). Its code
 * is not in the first load: `preloadIslands()` starts fetching it beside the
 * page's own. The promise is marked settled as React's `use` reads it, so a
 * loaded island renders synchronously (the server, which loads every island
 * first, and every later visit), always inside the same Suspense boundary.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    if (!loading) {
      const promise = load()
      promise.then((component) => Object.assign(promise, { status: 'fulfilled', value: component }))
      loading = promise
    }
    return loading
  }
  function Loaded(props: P) {
    const Component = use(preload())
    return <Component {...props} />
  }
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  registry.push(preload)
  islands.push(preload)
  return Object.assign(Island, { preload })
}

/** Starts (or awaits) the code of every island. */
export function preloadIslands() {
  return Promise.all(islands.map((preload) => preload()))
}
