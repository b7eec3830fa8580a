import { useState } from 'react'
import { checkCard, EMPTY_CARD, type CardErrors, type CardState } from './card_fields'
import { tokenErrorText } from './google_pay'
import { passesLuhn, tokenizeCard, type TokenizationSetup, type TokenResult } from '~/lib/tokenizer'
import { useTranslation } from '~/hooks/use_translation'

/**
 * A typed card on its way to the gateway's tokenizer (DESIGN §4): the
 * fields' state, the errors to show (ours first, else the server's), and
 * `tokenize()`, which checks the card, asks the gateway and yields the
 * token, or null when the card was refused (its error then shown).
 * The card itself never reaches our server.
 */
export function useCardEntry(
  tokenization: TokenizationSetup,
  serverErrors: Partial<Record<string, string | string[]>>
) {
  const { t } = useTranslation()
  const [card, setCard] = useState<CardState>(EMPTY_CARD)
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  const [tokenizing, setTokenizing] = useState(false)
  const serverError = serverErrors.card_number ?? serverErrors.token
  const errors: CardErrors = {
    ...cardErrors,
    number: cardErrors.number ?? (typeof serverError === 'string' ? serverError : undefined),
  }

  async function tokenize(): Promise<string | null> {
    const problems = checkCard(card, t, passesLuhn)
    setCardErrors(problems ?? {})
    if (problems) return null
    setTokenizing(true)
    return accept(
      await tokenizeCard(tokenization, {
        name: card.name.trim(),
        number: card.number.replace(/[\s-]/g, ''),
        expirationMonth: Number(card.expiryMonth),
        expirationYear: Number(card.expiryYear),
        securityCode: card.cvc.trim(),
      })
    )
  }

  /** A tokenizer's answer (this card's, or Google Pay's): the token, or null and its error shown. */
  function accept(result: TokenResult): string | null {
    setTokenizing(false)
    if (!result.ok) {
      setCardErrors({ number: tokenErrorText(t, result.code) })
      return null
    }
    setCard(EMPTY_CARD)
    return result.token
  }

  return { card, setCard, errors, tokenizing, tokenize, accept }
}
