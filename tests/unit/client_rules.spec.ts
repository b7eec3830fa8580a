import { test } from '@japa/runner'
import { layoutKindFor } from '../../inertia/lib/layout.js'
import { formatNumber } from '../../inertia/lib/format.js'
import { pageTitle } from '../../inertia/lib/title.js'
import { pathKey } from '../../inertia/lib/path_key.js'
import { clampRating } from '../../inertia/lib/rating.js'

test.group('Client rules', () => {
  test('[spec 2.9] a page whose name starts with Admin gets the admin layout, others the public one', ({
    assert,
  }) => {
    assert.equal(layoutKindFor('Admin/Dashboard'), 'admin')
    assert.equal(layoutKindFor('AdminUsers/Index'), 'admin')
    assert.equal(layoutKindFor('Admin/Login'), 'admin-bare')
    assert.equal(layoutKindFor('Marketing/Home'), 'public')
    assert.equal(layoutKindFor('Errors/NotFound'), 'public')
    assert.equal(layoutKindFor('Errors/Maintenance'), 'none')
  })

  test('[spec 2.8] member settings pages get the settings layout (inside the public one), no other page does', ({
    assert,
  }) => {
    assert.equal(layoutKindFor('Settings/ProfileDetails'), 'settings')
    assert.equal(layoutKindFor('Settings/ChangePassword'), 'settings')
    assert.equal(layoutKindFor('Marketing/PaymentMethodsInfo'), 'public')
    assert.equal(layoutKindFor('Auth/Login'), 'public')
  })

  test('[spec 5] numbers show no decimals when whole, otherwise two', ({ assert }) => {
    assert.equal(formatNumber(4950), '4,950')
    assert.equal(formatNumber(795), '795')
    assert.equal(formatNumber(795.5), '795.50')
    assert.equal(formatNumber(1234.567), '1,234.57')
    assert.equal(formatNumber(0), '0')
    assert.equal(formatNumber(-1234.5), '-1,234.50')
  })

  test('[spec 5] numbers read as Intl.NumberFormat writes them in English', ({ assert }) => {
    const intl = (value: number) =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
      }).format(value)
    const values = [0, 1, 999, 1000, 999_999, 1_000_000, 12_345_678.9, 0.005, 1.005, 2.675, 7.955]
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 1e9) / 1000)
    for (const value of values) {
      assert.equal(formatNumber(value), intl(value), String(value))
      assert.equal(formatNumber(-value), intl(-value), String(-value))
    }
  })

  test('[spec 1] page titles read "Title - Lexpat"', ({ assert }) => {
    assert.equal(pageTitle('Contact us', 'Lexpat'), 'Contact us - Lexpat')
    assert.equal(pageTitle('', 'Lexpat'), 'Lexpat')
  })

  test('[spec 2.6] the page transition is keyed on the path without its query string', ({
    assert,
  }) => {
    assert.equal(pathKey('/admin/users?page=2&search=a'), '/admin/users')
    assert.equal(pathKey('/resources/blog#top'), '/resources/blog')
    assert.equal(pathKey('/'), '/')
  })

  test('[spec 5] star ratings are whole numbers from 1 to 5', ({ assert }) => {
    assert.equal(clampRating(0), 1)
    assert.equal(clampRating(3.4), 3)
    assert.equal(clampRating(9), 5)
    assert.equal(clampRating(Number.NaN), 1)
  })
})
