/*
 * The shared cache's bus (CACHE_STORE=redis, config/cache.ts) also reaches
 * the render cache: when another web process changes the public content,
 * this process's rendered pages are dropped at once.
 */
import emitter from '@adonisjs/core/services/emitter'
import renderCache from '#services/platform/render_cache'
import cache, { clearOnContentChange } from '#services/platform/shared_cache'

clearOnContentChange(emitter as unknown as Parameters<typeof clearOnContentChange>[0], renderCache)
// The store is built on first use; building it now subscribes to the bus at boot.
cache.use()
