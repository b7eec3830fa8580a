import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { BillingPeriod, PlanSlug } from '#enums/billing'
import { createUser, useDatabase } from '#tests/helpers'
import { priceFor } from '#database/factories/billing_factories'

const personalInfo = {
  phone: '+66 81 555 0199',
  country: 'Thailand',
  nationality: 'Australian',
  date_of_birth: '1985-03-14',
}

test.group('Cart to checkout on the server (SPEC §2.6, §2.7)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())

  test('[spec 2.6] the plan-details modal data carries the plan id and its monthly and annual prices', async ({
    client,
    assert,
  }) => {
    const monthly = await priceFor(PlanSlug.BUSINESS, BillingPeriod.MONTH)
    const annual = await priceFor(PlanSlug.BUSINESS, BillingPeriod.YEAR)
    const response = await client
      .get('/api/plans/business/details')
      .header('accept', 'application/json')
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      id: 2,
      slug: 'business',
      name: 'Business',
      monthly: { id: monthly.id, amount: 4950, billingPeriod: 'month' },
      annual: { id: annual.id, amount: monthly.amountSatang / 10, billingPeriod: 'year' },
    })
  })

  test('[spec 2.7] with a plan chosen through the cart, personal info continues to the payment step', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.USER, { phone: null })
    const price = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    const response = await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .withSession({ 'signup.price_id': price.id })
      .loginAs(user)
      .form(personalInfo)
      .redirects(0)
    response.assertHeader('location', '/get-started/payment')
  })
})
