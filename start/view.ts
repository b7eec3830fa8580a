import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import { listComponentsOnce } from '#support/edge_components'
import { SCRIPT_NONCE } from '#support/security_headers'
import { FIRST_VISIT_SCRIPT } from '#support/first_visit'
import { moduleLoader, productionHead, withInlineCss } from '#support/page_assets'

/** The layout's nonce for the development server's inline script (see #support/security_headers). */
edge.global('scriptNonce', SCRIPT_NONCE)
/** Marks a returning visitor's document before the first paint (see #support/first_visit). */
edge.global('firstVisitScript', FIRST_VISIT_SCRIPT)
/** The production head: inline stylesheet, Thai font preload (see #support/page_assets). */
edge.global('productionHead', productionHead)
/** The production page's scripts, loaded after the first paint (see #support/page_assets). */
edge.global('moduleLoader', moduleLoader)
/** The inline stylesheet goes in after Edge's own pass over the document (see #support/page_assets). */
edge.processor.process('output', ({ output }) => withInlineCss(output))

/** Templates are cached in production: their components are listed once (#support/edge_components). */
if (app.inProduction) {
  listComponentsOnce(edge)
}
