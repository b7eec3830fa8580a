/** A plan price as the payment step receives it (amounts in satang, VAT-inclusive). */
export type CheckoutPrice = {
  id: number
  plan: string
  plan_slug: string
  billing_period: string
  subtotalSatang: number
  vatSatang: number
  totalSatang: number
}
