import { test } from '@japa/runner'
import { FIRST_VISIT_SCRIPT } from '#support/first_visit'

/** The marks the head script puts on <html> for a cookie string and a stored region. */
function marks(cookie: string, region: string | null, storageThrows = false) {
  const set = new Set<string>()
  const document = { cookie, documentElement: { setAttribute: (name: string) => set.add(name) } }
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('storage disabled')
      return key === 'region' ? region : null
    },
  }
  new Function('document', 'localStorage', FIRST_VISIT_SCRIPT)(document, localStorage)
  return [...set].sort()
}

test.group('First-visit marks before the first paint (DESIGN §6)', () => {
  test('[spec 7] a first visit is not marked: the consent banner and the region box show on the first paint', ({
    assert,
  }) => {
    assert.deepEqual(marks('', null), [])
    assert.deepEqual(marks('other=1', null), [])
  })

  test('[spec 7] a choice of the current banner and a stored region mark the document', ({
    assert,
  }) => {
    assert.deepEqual(marks('lexpat_consent=v1,necessary', 'Thailand'), [
      'data-consent-chosen',
      'data-region-chosen',
    ])
    assert.deepEqual(marks('a=1; lexpat_consent=v1%2Cnecessary%2Canalytics', null), [
      'data-consent-chosen',
    ])
    assert.deepEqual(marks('', 'th'), ['data-region-chosen'])
  })

  test('[spec 7] a choice of an older banner asks again; blocked storage is no stored region', ({
    assert,
  }) => {
    assert.deepEqual(marks('lexpat_consent=v0,necessary', null), [])
    assert.deepEqual(marks('xlexpat_consent=v1,necessary', null), [])
    assert.deepEqual(marks('lexpat_consent=v1,necessary', 'Thailand', true), [
      'data-consent-chosen',
    ])
  })
})
