import { test } from '@japa/runner'

test.group('Register URL (SPEC §2.7)', () => {
  test('[spec 2.7] /register leads to the sign-up, keeping a chosen price', async ({ client }) => {
    const plain = await client.get('/register').redirects(0)
    plain.assertStatus(301)
    plain.assertHeader('location', '/get-started/account')

    const withPrice = await client.get('/register?price=3').redirects(0)
    withPrice.assertStatus(301)
    withPrice.assertHeader('location', '/get-started/account?price=3')

    const followed = await client.get('/register').withInertia()
    followed.assertStatus(200)
    followed.assertInertiaComponent('Auth/Register')
  })
})
