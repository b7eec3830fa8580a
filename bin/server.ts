/*
 * HTTP server entry point, used directly in production (`npm start`) and by
 * `node ace serve` in development.
 *
 * Node's compile cache keeps the compiled code of every module loaded after
 * it is enabled (in the OS temp directory), so a restart parses less: it is
 * enabled first and the framework is imported after it.
 */
import { enableCompileCache } from 'node:module'

enableCompileCache()

// Before the framework: its cookie signer and encrypter hold Buffer keys (#support/secret_keys).
const { install: installSecretKeys } = await import('#support/secret_keys')
installSecretKeys()

await import('reflect-metadata')
const { Ignitor, prettyPrintError } = await import('@adonisjs/core')
const { appRoot, importer } = await import('./ignitor_options.js')

new Ignitor(appRoot, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
