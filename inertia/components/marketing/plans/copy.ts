import { useTranslation } from '~/hooks/use_translation'

/**
 * Fixed marketing copy lives in resources/lang as `<prefix>.<id>.title` and
 * `<prefix>.<id>.text`; a page lists the ids it shows, in order.
 */
export function useCards(prefix: string, ids: readonly string[]) {
  const { t } = useTranslation()
  return ids.map((id) => ({
    id,
    title: t(`${prefix}.${id}.title`),
    text: t(`${prefix}.${id}.text`),
  }))
}

/** Plain list items stored as `<prefix>.<id>`. */
export function useItems(prefix: string, ids: readonly string[]) {
  const { t } = useTranslation()
  return ids.map((id) => t(`${prefix}.${id}`))
}

/** Headline figures stored as `<prefix>.<id>.value` and `<prefix>.<id>.text`. */
export function useStats(prefix: string, ids: readonly string[]) {
  const { t } = useTranslation()
  return ids.map((id) => ({
    value: t(`${prefix}.${id}.value`),
    text: t(`${prefix}.${id}.text`),
  }))
}
