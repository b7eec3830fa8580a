export const RATING_MIN = 1
export const RATING_MAX = 5

/** Clamps any value to a whole 1-5 rating (SPEC §5). */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return RATING_MIN
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(value)))
}
