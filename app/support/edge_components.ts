import type { Edge } from 'edge.js'

/**
 * Edge's components plugin decides whether it runs again on every renderer
 * when the instance is made, before the framework turns template caching on
 * (`edge.configure({ cache: true })` in production): so it stays recurring,
 * and every `createRenderer()` lists the components folders on disk
 * (`existsSync` and a directory walk). The session makes a renderer on every
 * request that has one (it shares the flash messages with the views): 1.4 %
 * of a Profile Details visit under load (CPU profile). With the templates
 * cached, the list cannot change while the process runs: it is read once.
 */
export function listComponentsOnce(edge: Pick<Edge, 'loader'>) {
  const loader = edge.loader
  const list = loader.listComponents.bind(loader)
  let components: ReturnType<typeof list> | undefined
  loader.listComponents = () => (components ??= list())
}
