import { CardFields } from './card_fields'
import { GooglePay } from './google_pay'
import type { useCardEntry } from './use_card_entry'
import type { TokenizationSetup } from '~/lib/tokenizer'
import { useTranslation } from '~/hooks/use_translation'

/**
 * The two ways to hand over a card: Google Pay, or the typed card fields.
 * Google Pay's answer goes through the same `entry.accept` as a typed
 * card's, so `onToken` receives the token, or null when it was refused (its
 * error then shown under the card number).
 */
export function CardEntry({
  entry,
  tokenization,
  amountSatang,
  years,
  busy,
  googlePayDisabled = busy,
  onToken,
}: {
  entry: ReturnType<typeof useCardEntry>
  tokenization: TokenizationSetup
  amountSatang: number
  years: number[]
  busy: boolean
  googlePayDisabled?: boolean
  onToken: (token: string | null) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="space-y-3">
        <GooglePay
          setup={tokenization}
          amountSatang={amountSatang}
          disabled={googlePayDisabled}
          onToken={(result) => onToken(entry.accept(result))}
        />
        <p className="text-center text-xs text-slate-500">{t('checkout.or_card')}</p>
      </div>
      <CardFields
        card={entry.card}
        onChange={entry.setCard}
        errors={entry.errors}
        years={years}
        disabled={busy}
      />
    </>
  )
}
