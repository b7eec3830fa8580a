import { test } from '@japa/runner'
import { localized } from '#support/localized'

test.group('Content stored in both languages (SPEC §9)', () => {
  test('[spec 9] Thai visitors get the Thai text when there is some, everyone else the English', ({
    assert,
  }) => {
    assert.equal(localized('Membership', 'สมาชิกภาพ', 'th'), 'สมาชิกภาพ')
    assert.equal(localized('Membership', 'สมาชิกภาพ', 'en'), 'Membership')
    assert.equal(localized('Membership', null, 'th'), 'Membership')
    assert.equal(localized('Membership', '   ', 'th'), 'Membership')
    assert.isNull(localized(null, '', 'th'))
  })
})
