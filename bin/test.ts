/*
 * Test runner entry point (`node ace test` spawns it).
 */
process.env.NODE_ENV = 'test'
// A run on another PORT (two checkouts testing at once) links its pages, mails and the
// sandbox bank to itself, not to the 3334 of .env.test.
if (process.env.PORT && !process.env.APP_URL) {
  process.env.APP_URL = `http://localhost:${process.env.PORT}`
}
// …and its own Vite HMR socket (PORT + 20000): @adonisjs/vite reads VITE_HMR_PORT;
// Vite's own `server.hmr.port` does not reach its middleware-mode server.
if (process.env.PORT && !process.env.VITE_HMR_PORT) {
  process.env.VITE_HMR_PORT = String(Number(process.env.PORT) + 20000)
}

import { install as installSecretKeys } from '#support/secret_keys'
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { appRoot, importer } from './ignitor_options.js'

// The framework's cookie signer and encrypter hold Buffer keys (#support/secret_keys).
installSecretKeys()

new Ignitor(appRoot, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
