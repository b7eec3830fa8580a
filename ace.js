/*
 * JavaScript entry point for ace commands: registers the TypeScript loader,
 * then hands over to bin/console.ts. Run it through npm scripts or `npx node ace`
 * so that it runs on the project's pinned Node 24.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
