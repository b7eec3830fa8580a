import { renderSVG } from 'uqr'

/**
 * A PromptPay QR as Thai banking apps read it (EMVCo merchant-presented QR,
 * Bank of Thailand's PromptPay profile): payload format, a one-time code,
 * the PromptPay application id with the receiver, THB, the amount, TH and a
 * CRC-16/CCITT checksum. The sandbox draws one for each PromptPay charge;
 * its receiver is the all-zero tax id, which no bank account has, so a
 * real banking app scanning it pays nobody.
 */
export const SANDBOX_PROMPTPAY_RECEIVER = '0000000000000'

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo's tag 63 asks. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** The payload of a one-time PromptPay QR paying `amountSatang` to a 13-digit tax id. */
export function promptPayPayload(amountSatang: number, receiverTaxId = SANDBOX_PROMPTPAY_RECEIVER) {
  const merchant = field('00', 'A000000677010111') + field('02', receiverTaxId)
  const body =
    field('00', '01') +
    field('01', '12') +
    field('29', merchant) +
    field('53', '764') +
    field('54', (amountSatang / 100).toFixed(2)) +
    field('58', 'TH') +
    '6304'
  return body + crc16(body)
}

/** The QR as an SVG data URI (the page shows it as an image, like Omise's download URI). */
export function promptPayQrDataUri(amountSatang: number) {
  const svg = renderSVG(promptPayPayload(amountSatang), { ecc: 'M', border: 2, pixelSize: 8 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
