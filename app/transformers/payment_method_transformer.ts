import { BaseTransformer } from '@adonisjs/core/transformers'
import type PaymentMethod from '#models/payment_method'

/** A saved card on Payment Methods: what the member recognises it by, never a gateway id. */
export default class PaymentMethodTransformer extends BaseTransformer<PaymentMethod> {
  constructor(
    method: PaymentMethod,
    protected now: { year: number; month: number } = {
      year: new Date().getUTCFullYear(),
      month: new Date().getUTCMonth() + 1,
    }
  ) {
    super(method)
  }

  toObject() {
    const method = this.resource
    const { year, month } = this.now
    return {
      id: method.id,
      brand: method.brand,
      last4: method.last4,
      expiryMonth: method.expiryMonth,
      expiryYear: method.expiryYear,
      isDefault: method.isDefault,
      expired:
        method.expiryYear < year || (method.expiryYear === year && method.expiryMonth < month),
    }
  }
}
