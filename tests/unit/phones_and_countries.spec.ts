import { test } from '@japa/runner'
import {
  convertCountry,
  convertPhone,
  countryCodeFromText,
} from '#services/accounts/contact_details_conversion'
import { countryName, countryOptions, type CountryOption } from '#support/countries'
import { callingCodes, phoneLinks, splitPhone, toE164 } from '#support/phone_numbers'
import { callingCodes as browserCallingCodes } from '../../inertia/lib/calling_codes.js'

test.group('Phone numbers and countries (SPEC 2.8)', () => {
  test('[spec 2.8] legacy phone values become E.164, Thailand by default', ({ assert }) => {
    assert.deepEqual(convertPhone('081-234-5678'), { value: '+66812345678', needsReview: false })
    assert.deepEqual(convertPhone('+66 81 234 5678'), { value: '+66812345678', needsReview: false })
    assert.deepEqual(convertPhone('0066812345678'), { value: '+66812345678', needsReview: false })
    assert.deepEqual(convertPhone('(02) 123 4567'), { value: '+6621234567', needsReview: false })
    // A foreign number written with its own + keeps its own country.
    assert.deepEqual(convertPhone('+44 20 7946 0958'), {
      value: '+442079460958',
      needsReview: false,
    })
    assert.deepEqual(convertPhone('+1 (415) 555-2671'), {
      value: '+14155552671',
      needsReview: false,
    })
    assert.deepEqual(convertPhone('+66812345678'), { value: '+66812345678', needsReview: false })
  })

  test('[spec 2.8] a phone value that is no number is kept as it was and flagged', ({ assert }) => {
    assert.deepEqual(convertPhone('call me'), { value: 'call me', needsReview: true })
    assert.deepEqual(convertPhone('12345'), { value: '12345', needsReview: true })
    assert.deepEqual(convertPhone(''), { value: null, needsReview: false })
    assert.deepEqual(convertPhone(null), { value: null, needsReview: false })
  })

  test('[spec 2.8] a number is judged for the calling code chosen', ({ assert }) => {
    assert.equal(toE164('081 234 5678', 'TH'), '+66812345678')
    assert.equal(toE164('020 7946 0958', 'GB'), '+442079460958')
    // A Thai mobile number is no British number.
    assert.isNull(toE164('081 234 5678', 'GB'))
    assert.isNull(toE164('0812', 'TH'))
    assert.deepEqual(splitPhone('+66812345678'), { country: 'TH', national: '081 234 5678' })
    assert.deepEqual(splitPhone('call me'), { country: 'TH', national: 'call me' })
  })

  test('[spec 2.8] the phone field lists the same calling codes as the server judges', ({
    assert,
  }) => {
    assert.deepEqual(browserCallingCodes(), callingCodes())
    assert.deepInclude(browserCallingCodes(), ['TH', '+66'])
  })

  test('[spec 2.8] tel: and WhatsApp links dial the E.164 number', ({ assert }) => {
    assert.deepEqual(phoneLinks('+66812345678'), {
      display: '+66 81 234 5678',
      tel: 'tel:+66812345678',
      whatsapp: 'https://wa.me/66812345678',
    })
    assert.equal(phoneLinks('081-234-5678')?.tel, 'tel:+66812345678')
    assert.isNull(phoneLinks('call me'))
    assert.isNull(phoneLinks(null))
  })

  test('[spec 2.8] legacy country names become ISO 3166 codes', ({ assert }) => {
    const cases: Array<[string, string]> = [
      ['thailand', 'TH'],
      ['Thailand ', 'TH'],
      ['Thai', 'TH'],
      ['ไทย', 'TH'],
      ['ประเทศไทย', 'TH'],
      ['Thialand', 'TH'],
      ['U.S.A.', 'US'],
      ['USA', 'US'],
      ['United States', 'US'],
      ['United Kingdom', 'GB'],
      ['UK', 'GB'],
      ['british', 'GB'],
      ['Deutschland', 'DE'],
      ['Germnay', 'DE'],
      ['th', 'TH'],
      ['Burmese', 'MM'],
      ['Viet Nam', 'VN'],
      ['Czech Republic', 'CZ'],
      ['ญี่ปุ่น', 'JP'],
    ]
    for (const [text, code] of cases) assert.equal(countryCodeFromText(text), code, text)
  })

  test('[spec 2.8] an unknown country is kept as it was and flagged', ({ assert }) => {
    assert.deepEqual(convertCountry('Narnia'), { value: 'Narnia', needsReview: true })
    assert.deepEqual(convertCountry('  '), { value: null, needsReview: false })
    // Two letters that are no code are not guessed at.
    assert.deepEqual(convertCountry('ZZ'), { value: 'ZZ', needsReview: true })
  })

  test('[spec 2.8] countries are named in the reader language, Thailand listed first', ({
    assert,
  }) => {
    assert.equal(countryName('TH', 'en'), 'Thailand')
    assert.equal(countryName('TH', 'th'), 'ไทย')
    assert.equal(countryName('DE', 'th'), 'เยอรมนี')
    assert.equal(countryName('Narnia', 'en'), 'Narnia')
    const options = countryOptions('th')
    assert.equal(options[0].value, 'TH')
    assert.lengthOf(options, 249)
  })

  test('[spec 2.8] each language has one sorted country list, shared and never changed', ({
    assert,
  }) => {
    const english = countryOptions('en')
    assert.strictEqual(countryOptions('en'), english)
    assert.notStrictEqual(countryOptions('th'), english)
    assert.isTrue(Object.isFrozen(english) && Object.isFrozen(english[1]))
    assert.throws(() => (english as CountryOption[]).push({ value: 'XX', label: 'Nowhere' }))
    const collator = new Intl.Collator('en')
    const rest = english.slice(1).map((option) => option.label)
    assert.deepEqual(rest, [...rest].sort(collator.compare))
    assert.deepEqual(english[0], { value: 'TH', label: 'Thailand' })
    // A name asked for again is the same, from the kept names.
    assert.equal(countryName('DE', 'en'), 'Germany')
    assert.equal(countryName('DE', 'en'), 'Germany')
  })
})
