import { useTranslation } from '~/hooks/use_translation'
import { cn } from './cn'

import { clampRating, RATING_MAX } from '~/lib/rating'

/**
 * 1 to 5 stars. Read-only by default; with `onChange` it is a radio group
 * usable by keyboard.
 */
export function StarRating({
  value,
  onChange,
  name = 'rating',
  className,
}: {
  value: number
  onChange?: (value: number) => void
  name?: string
  className?: string
}) {
  const { t } = useTranslation()
  const rating = clampRating(value)
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index + 1)
  if (!onChange) {
    return (
      <span
        role="img"
        aria-label={t('common.rating_label', { rating })}
        className={cn('inline-flex text-gold-700', className)}
      >
        {stars.map((star) => (
          <span key={star} aria-hidden="true" data-filled={star <= rating}>
            {star <= rating ? '★' : '☆'}
          </span>
        ))}
      </span>
    )
  }
  return (
    <span
      role="radiogroup"
      aria-label={t('common.rating_label', { rating })}
      className={cn('inline-flex gap-1', className)}
    >
      {stars.map((star) => (
        <label key={star} className="cursor-pointer text-xl text-gold-700">
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={star}
            checked={star === rating}
            onChange={() => onChange(star)}
          />
          <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
          <span className="sr-only">{t('common.rating_label', { rating: star })}</span>
        </label>
      ))}
    </span>
  )
}
