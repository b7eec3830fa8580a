import { useCallback } from 'react'
import { useTranslation } from '~/hooks/use_translation'

/**
 * The options of a select or radio group whose labels are words of the
 * dictionary: each value shows as `<prefix>.<value>`.
 */
export function useWordOptions() {
  const { t } = useTranslation()
  return useCallback(
    <V extends string>(values: readonly V[], prefix: string) =>
      values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
    [t]
  )
}
