import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * `Transformer.transform()` and `.paginate()` make a RuntimeException on
 * every call, kept in case the record turns out to be `undefined` when the
 * page is serialized: its stack then names the controller line that passed
 * it. Making an error collects its stack, async frames included: 5-25 µs
 * each, 2.4 % of a Profile Details visit under load (CPU profile, two
 * transforms). In production the stack is left out: the error, when it is
 * thrown, still says what went wrong, without the call site.
 *
 * Nothing runs inside `transform()` but the making of that error and of the
 * lazy Item or Collection (the record's `toObject` runs later), so lowering
 * the stack limit around it touches no other error.
 */
const installed = Symbol.for('lexpat.transformerCallSites')

type Static = (this: unknown, ...args: unknown[]) => unknown

function withoutStack(method: Static): Static {
  return function (this: unknown, ...args: unknown[]) {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    try {
      return method.apply(this, args)
    } finally {
      Error.stackTraceLimit = limit
    }
  }
}

export function leaveOutTransformerCallSites() {
  const target = BaseTransformer as unknown as Record<string | symbol, unknown>
  if (target[installed]) return
  target[installed] = true
  for (const name of ['transform', 'paginate']) {
    target[name] = withoutStack(target[name] as Static)
  }
}
