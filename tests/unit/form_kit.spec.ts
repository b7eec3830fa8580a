import { test } from '@japa/runner'
import { bahtToSatang, satangToBaht } from '../../inertia/lib/money.js'
import { errorAt, htmlName } from '../../inertia/components/form/binding.js'

test.group('Form kit rules (SPEC §5)', () => {
  test('[spec 5] a money field shows satang as baht and reads typed baht back as satang', ({
    assert,
  }) => {
    assert.equal(satangToBaht(79500), '795.00')
    assert.equal(satangToBaht(5), '0.05')
    assert.equal(satangToBaht(null), '')
    assert.equal(bahtToSatang('795'), 79500)
    assert.equal(bahtToSatang('1,250.5'), 125050)
    assert.equal(bahtToSatang('฿ 0.07'), 7)
    assert.isNull(bahtToSatang('12.345'))
    assert.isNull(bahtToSatang('-5'))
    assert.isNull(bahtToSatang('five'))
    assert.isNull(bahtToSatang(''))
  })

  test('[spec 5] a nested field posts under the name a browser would use', ({ assert }) => {
    assert.equal(htmlName('email'), 'email')
    assert.equal(htmlName('answers.12'), 'answers[12]')
  })

  test('[spec 5] a field shows its own server message, else the first of its parts', ({
    assert,
  }) => {
    assert.equal(errorAt({ email: 'bad' }, 'email'), 'bad')
    assert.equal(errorAt({ 'answers.3.0': 'not a choice' }, 'answers.3'), 'not a choice')
    assert.equal(errorAt({ email: ['first', 'second'] }, 'email'), 'first')
    assert.isNull(errorAt({ 'answers.30': 'other question' }, 'answers.3'))
    assert.isNull(errorAt({}, 'name'))
  })
})
