import { registry } from '../.adonisjs/client/registry/index.js'
import { createTuyau } from '@tuyau/core/client'

/**
 * Typed routes generated from start/routes.ts (`node ace codegen`): links
 * are built from route names, never from hand-written paths.
 */
export const client = createTuyau({ baseUrl: '/', registry })

export const urlFor = client.urlFor
