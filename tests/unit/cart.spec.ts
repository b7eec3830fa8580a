import { test } from '@japa/runner'
import {
  addItem,
  cartChoice,
  cartItemFor,
  cartTotal,
  checkoutPriceId,
  checkoutRoute,
  hasPrice,
  loadCart,
  removeItem,
  type CartItem,
} from '../../inertia/lib/cart.js'

const personal = { id: 1, name: 'Personal', slug: 'personal' as const }
const business = { id: 2, name: 'Business', slug: 'business' as const }
const personalMonth = cartItemFor(personal, { id: 10, amount: 795, billingPeriod: 'month' })
const personalYear = cartItemFor(personal, { id: 11, amount: 7950, billingPeriod: 'year' })
const businessMonth = cartItemFor(business, { id: 20, amount: 4950, billingPeriod: 'month' })

test.group('Cart rules (pure)', () => {
  test('[spec 3] a plan price becomes {id, name, slug, price: {id, amount, billing_period}}', ({
    assert,
  }) => {
    assert.deepEqual(personalYear, {
      id: 1,
      name: 'Personal',
      slug: 'personal',
      price: { id: 11, amount: 7950, billing_period: 'year' },
    })
  })

  test('[spec 4] adding a price id already in the cart is ignored and leaves the cart as it was', ({
    assert,
  }) => {
    const cart = [personalMonth, businessMonth]
    const result = addItem(cart, { ...personalMonth })
    assert.isTrue(result.ignored)
    assert.strictEqual(result.cart, cart)
  })

  test('[spec 4] the other billing period of the same plan replaces the old item in place', ({
    assert,
  }) => {
    const result = addItem([personalMonth, businessMonth], personalYear)
    assert.isFalse(result.ignored)
    assert.deepEqual(result.cart, [personalYear, businessMonth])
  })

  test('[spec 4] another plan is appended; the cart can hold both plans', ({ assert }) => {
    const once = addItem([], personalMonth).cart
    const twice = addItem(once, businessMonth).cart
    assert.deepEqual(twice, [personalMonth, businessMonth])
    assert.equal(cartTotal(twice), 5745)
  })

  test('[spec 4] delete removes by item id; nothing else changes', ({ assert }) => {
    assert.deepEqual(removeItem([personalMonth, businessMonth], 1), [businessMonth])
    assert.deepEqual(removeItem([businessMonth], 1), [businessMonth])
    assert.deepEqual(removeItem([businessMonth], 2), [])
  })

  test('[spec 4] on load empty entries go; an emptied, broken or untotalable cart is removed', ({
    assert,
  }) => {
    assert.deepEqual(loadCart(JSON.stringify([null, personalMonth, ''])), {
      cart: [personalMonth],
      remove: false,
    })
    assert.deepEqual(loadCart('[]'), { cart: [], remove: true })
    assert.deepEqual(loadCart('{"a":1}'), { cart: [], remove: true })
    const untotalable = { ...businessMonth, price: { ...businessMonth.price, amount: 'abc' } }
    assert.deepEqual(loadCart(JSON.stringify([personalMonth, untotalable])), {
      cart: [],
      remove: true,
    })
    assert.isNull(cartTotal([untotalable as unknown as CartItem]))
  })

  test('[spec 6] checkout goes to auth.payment when signed in with no current plans, otherwise auth.account', ({
    assert,
  }) => {
    assert.equal(checkoutRoute(null), 'auth.account')
    assert.equal(checkoutRoute({ current_plans: [] }), 'auth.payment')
    assert.equal(checkoutRoute({ current_plans: [{ name: 'Personal' }] }), 'auth.account')
  })

  test('[spec 4] checkout starts from the first item; the payment choice keeps a cart price or picks the first', ({
    assert,
  }) => {
    assert.isNull(checkoutPriceId([]))
    assert.equal(checkoutPriceId([businessMonth, personalMonth]), 20)
    assert.isTrue(hasPrice([businessMonth], 20))
    assert.isFalse(hasPrice([businessMonth], 21))
    const onSale = [10, 11, 20, 21]
    assert.deepEqual(cartChoice([], onSale, 10), { priceIds: [], select: null })
    assert.deepEqual(cartChoice([businessMonth], onSale, 10), { priceIds: [20], select: 20 })
    assert.deepEqual(cartChoice([personalMonth, businessMonth], onSale, 20), {
      priceIds: [10, 20],
      select: null,
    })
    // A price no longer on sale is not offered.
    assert.deepEqual(cartChoice([personalYear], [10, 20], 10), { priceIds: [], select: null })
  })
})
