import edge from 'edge.js'
import { SCRIPT_NONCE } from '#support/security_headers'

/** The layout's nonce for the development server's inline script (see #support/security_headers). */
edge.global('scriptNonce', SCRIPT_NONCE)
