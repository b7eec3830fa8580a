import edge from 'edge.js'
import { DEV_SCRIPT_NONCE } from '#support/security_headers'

/** The layout's nonce for the development server's inline script (see #support/security_headers). */
edge.global('devScriptNonce', DEV_SCRIPT_NONCE)
