// The Radix dialog, alone in its chunk (loaded by ./radix_dialog.tsx).
export { Dialog } from 'radix-ui'
