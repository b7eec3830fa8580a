import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { DialogShell } from '~/components/ui/dialog'
import { useTranslation } from '~/hooks/use_translation'
import {
  googlePayToken,
  tokenizeGooglePay,
  type TokenResult,
  type TokenizationSetup,
} from '~/lib/tokenizer'

/** Test cards the simulated sheet offers (sandbox only; see the table in docs/billing.md). */
const SANDBOX_WALLET = [
  { number: '4242424242424242', label: 'Visa •••• 4242' },
  { number: '5555555555554444', label: 'MasterCard •••• 4444' },
  { number: '4000000000003063', label: 'Visa •••• 3063 (3-D Secure)' },
  { number: '4111111111140011', label: 'Visa •••• 0011 (insufficient funds)' },
  { number: '4111111111160019', label: 'Visa •••• 0019 (prepaid)' },
]

/** The text of a tokenizer's refusal (Google Pay or a typed card), as the payment step shows it. */
export function tokenErrorText(t: (key: string) => string, code: string) {
  if (code === 'tokenizer_unavailable') return t('checkout.errors.tokenizer_unavailable')
  const key = `checkout.declines.${code}`
  const text = t(key)
  return text && text !== key ? text : t('checkout.errors.card_rejected')
}

/**
 * The Google Pay button (DESIGN §10), the same on every page where a card
 * is added (the payment step, Payment Methods, Pay now, Reactivate). With Omise: Google's sheet, then
 * Omise tokenization (`method: googlepay`). In the sandbox: a small dialog
 * standing in for the sheet, then the same `Omise.createToken` call.
 * Either way the page gets a card token and posts it like a typed card.
 */
export function GooglePay({
  setup,
  amountSatang,
  disabled,
  onToken,
}: {
  setup: TokenizationSetup
  amountSatang: number
  disabled?: boolean
  onToken: (result: TokenResult) => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState(SANDBOX_WALLET[0].number)

  async function start() {
    if (setup.googlePay.mode === 'simulated') {
      setOpen(true)
      return
    }
    const result = await googlePayToken(setup, amountSatang)
    if (result) onToken(result)
  }

  async function pay() {
    setOpen(false)
    const year = new Date().getFullYear() + 3
    const data = JSON.stringify({
      name: 'Google Pay',
      number: choice,
      expiration_month: 12,
      expiration_year: year,
    })
    onToken(await tokenizeGooglePay(setup, data))
  }

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={disabled}
        data-google-pay
        className="flex w-full items-center justify-center gap-2 rounded-md bg-black px-4 py-3 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-50"
      >
        {t('checkout.google_pay')}
      </button>
      {setup.googlePay.mode === 'simulated' ? (
        <DialogShell
          open={open}
          onOpenChange={setOpen}
          title={t('checkout.google_pay_sheet_title')}
          description={t('checkout.google_pay_sheet_text')}
        >
          <fieldset className="mt-4 space-y-2">
            <legend className="sr-only">{t('checkout.google_pay_sheet_text')}</legend>
            {SANDBOX_WALLET.map((card) => (
              <label key={card.number} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sandbox-wallet"
                  form="sandbox-wallet"
                  value={card.number}
                  checked={choice === card.number}
                  onChange={() => setChoice(card.number)}
                />
                {card.label}
              </label>
            ))}
          </fieldset>
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('checkout.cancel')}
            </Button>
            <Button type="button" onClick={pay} data-google-pay-confirm>
              {t('checkout.google_pay_choose')}
            </Button>
          </div>
        </DialogShell>
      ) : null}
    </>
  )
}
