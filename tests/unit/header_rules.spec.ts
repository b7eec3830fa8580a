import { test } from '@japa/runner'
import { drawerWidth, toggleDrawer } from '../../inertia/lib/drawer_path.js'
import {
  addItem,
  cartTotal,
  loadCart,
  normalizeRegion,
  removeItem,
  type CartItem,
} from '../../inertia/lib/cart.js'

const item = (id: number, priceId: number, amount = 795): CartItem => ({
  id,
  name: id === 1 ? 'Personal' : 'Business',
  slug: id === 1 ? 'personal' : 'business',
  price: { id: priceId, amount, billing_period: 'month' },
})

test.group('Header drawers', () => {
  test('[spec 4] opening a parent with none open is immediate; clicking it again closes all', ({
    assert,
  }) => {
    assert.deepEqual(toggleDrawer([], 0, 'personal'), { now: ['personal'] })
    assert.deepEqual(toggleDrawer(['personal', 'visa'], 0, 'personal'), { now: [] })
  })

  test('[spec 4] opening another parent closes the others at once and opens 300 ms later', ({
    assert,
  }) => {
    assert.deepEqual(toggleDrawer(['personal', 'visa'], 0, 'business'), {
      now: [],
      later: ['business'],
    })
  })

  test('[spec 4] nested and third-level drawers follow the same rules', ({ assert }) => {
    assert.deepEqual(toggleDrawer(['personal'], 1, 'visa'), { now: ['personal', 'visa'] })
    assert.deepEqual(toggleDrawer(['personal', 'visa', 'thai-visas'], 1, 'visa'), {
      now: ['personal'],
    })
    assert.deepEqual(toggleDrawer(['personal', 'visa'], 1, 'estate'), {
      now: ['personal'],
      later: ['personal', 'estate'],
    })
    assert.deepEqual(toggleDrawer(['personal', 'visa', 'thai-visas'], 2, 'us-visas'), {
      now: ['personal', 'visa'],
      later: ['personal', 'visa', 'us-visas'],
    })
  })

  test('[spec 9] nested drawers are 800 px wide with content, otherwise 400 px', ({ assert }) => {
    assert.equal(drawerWidth(true), 800)
    assert.equal(drawerWidth(false), 400)
  })
})

test.group('Cart rules', () => {
  test('[spec 4] an item whose price id is in the cart is ignored; same id with another price replaces', ({
    assert,
  }) => {
    const cart = [item(1, 10)]
    assert.isTrue(addItem(cart, item(1, 10)).ignored)
    assert.deepEqual(addItem(cart, item(1, 11, 7950)).cart, [item(1, 11, 7950)])
    assert.deepEqual(addItem(cart, item(2, 20, 4950)).cart, [item(1, 10), item(2, 20, 4950)])
    assert.deepEqual(removeItem([item(1, 10), item(2, 20)], 1), [item(2, 20)])
  })

  test('[spec 4] on load empty entries are dropped; an empty or untotalable cart is removed', ({
    assert,
  }) => {
    assert.deepEqual(loadCart(JSON.stringify([null, item(1, 10), ''])), {
      cart: [item(1, 10)],
      remove: false,
    })
    assert.deepEqual(loadCart(JSON.stringify([null, ''])), { cart: [], remove: true })
    assert.deepEqual(loadCart('not json'), { cart: [], remove: true })
    const broken = [{ ...item(1, 10), price: { id: 10, amount: 'abc', billing_period: 'month' } }]
    assert.deepEqual(loadCart(JSON.stringify(broken)), { cart: [], remove: true })
    assert.deepEqual(loadCart(null), { cart: [], remove: false })
    assert.equal(cartTotal([item(1, 10, 795), item(2, 20, 4950)]), 5745)
  })

  test('[spec 4] a stored region "Burmese" is read as "Myanmar"', ({ assert }) => {
    assert.equal(normalizeRegion('Burmese'), 'Myanmar')
    assert.equal(normalizeRegion('Thailand'), 'Thailand')
    assert.isNull(normalizeRegion(null))
  })
})
