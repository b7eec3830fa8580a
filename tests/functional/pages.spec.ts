import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'

test.group('Server-rendered pages', (group) => {
  useDatabase(group)

  test('[spec 1] the home page has exactly one title of the form "Title - Lexpat"', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/').header('accept', 'text/html')
    response.assertStatus(200)
    const titles = response.text().match(/<title[^>]*>([^<]*)<\/title>/g) ?? []
    assert.lengthOf(titles, 1)
    assert.match(titles[0] ?? '', /<title[^>]*>Legal protection you can call on - Lexpat<\/title>/)
  })

  test('[spec 2.2] the HTML carries the page content without JavaScript (SSR)', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/').header('accept', 'text/html')
    const html = response.text()
    assert.include(html, 'data-server-rendered="true"')
    assert.include(html, 'Your lawyer in Thailand, on a simple monthly plan')
    assert.include(html, 'data-testid="public-navbar"')
    assert.include(html, 'data-testid="public-footer"')
    assert.include(html, '<html lang="en">')
  })

  test('[spec 2.9] the admin login form renders without side navigation and header', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/admin/login').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Admin\\/Login"')
    assert.include(html, 'Staff sign in - Lexpat')
    assert.notInclude(html, 'data-testid="admin-sidenav"')
    assert.notInclude(html, 'data-testid="admin-header"')
    assert.notInclude(html, 'data-testid="public-navbar"')
  })

  test('[spec 2.9] an admin page renders in the admin shell with the role label', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.SUPER_ADMIN, { name: 'Pim Operator' })
    const response = await client
      .get('/admin/dashboard')
      .header('accept', 'text/html')
      .loginAs(user)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'data-testid="admin-sidenav"')
    assert.include(html, 'data-testid="admin-header"')
    assert.include(html, 'Pim Operator')
    assert.include(html, 'Super Admin')
    assert.notInclude(html, 'data-testid="public-footer"')
    assert.include(html, 'Dashboard - Lexpat')
  })

  test('[spec 2.2] an unknown path gets the not-found page in the public layout with status 404', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/no-such-page').header('accept', 'text/html')
    response.assertStatus(404)
    const html = response.text()
    assert.include(html, '"component":"Errors\\/NotFound"')
    assert.include(html, 'Page not found - Lexpat')
    assert.include(html, 'data-testid="public-navbar"')
  })

  test('[spec 2.2] an API client asking for an unknown path gets JSON, not HTML', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/no-such-page').header('accept', 'application/json')
    response.assertStatus(404)
    assert.property(response.body(), 'message')
  })
})
