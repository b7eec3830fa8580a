import { formatNumber } from '~/lib/format'
import { useTranslation } from '~/hooks/use_translation'
import { cn } from '~/components/ui/cn'
import type { Data } from '@generated/data'

/** "795 THB per month": an amount in whole baht (SPEC §5 number display). */
export function PriceTag({
  price,
  size = 'lg',
  className,
  as: Tag = 'p',
}: {
  price: Data.Price.Variants['toOffer'] | null
  size?: 'md' | 'lg'
  className?: string
  /** `span` inside a sentence: a <p> may not contain another <p>. */
  as?: 'p' | 'span'
}) {
  const { t } = useTranslation()
  if (!price) return null
  return (
    <Tag className={cn('text-slate-900', className)}>
      <span className={cn('font-bold text-navy-800', size === 'lg' ? 'text-4xl' : 'text-2xl')}>
        {formatNumber(price.amount)}
      </span>{' '}
      <span className="font-semibold">{t('plans.currency')}</span>{' '}
      <span className="text-slate-600">
        {price.billingPeriod === 'year' ? t('plans.per_year') : t('plans.per_month')}
      </span>
    </Tag>
  )
}
