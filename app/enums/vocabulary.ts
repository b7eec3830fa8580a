/**
 * How the fixed vocabularies are declared: the values, stored as plain
 * strings, and an object naming each in capitals for the code that uses one
 * (`DeskStatus.IN_PROGRESS` is `'in_progress'`).
 */

/** `vocabulary(['pending', 'in_progress'])` is `{ PENDING: 'pending', IN_PROGRESS: 'in_progress' }`. */
export function vocabulary<const Values extends readonly string[]>(values: Values) {
  return Object.fromEntries(values.map((value) => [value.toUpperCase(), value])) as {
    readonly [Value in Values[number] as Uppercase<Value>]: Value
  }
}

/** The union of a vocabulary's values. */
export type ValueOf<Vocabulary> = Vocabulary[keyof Vocabulary]

/** A vocabulary's values, in the order it declares them. */
export function valuesOf<Vocabulary extends Record<string, string>>(
  terms: Vocabulary
): Array<ValueOf<Vocabulary>> {
  return Object.values(terms) as Array<ValueOf<Vocabulary>>
}
