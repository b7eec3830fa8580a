/*
 * Ace entry point. Commands boot the application only when they ask for it
 * (options.startApp).
 */
import { install as installSecretKeys } from '#support/secret_keys'
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
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
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
