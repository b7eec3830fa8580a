import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import LegalForm from '#models/legal_form'
import LegalFormDraft from '#models/legal_form_draft'
import { LEGAL_FORM_SEEDS, seedLegalForms } from '#database/seed/legal_forms'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { createUser, countRows, useDatabase } from '#tests/helpers'
import { bodyBuffer } from '#tests/support/documents_fixtures'
import { pdfText, readable } from '#tests/support/documents_pdf'

/**
 * Online legal forms (SPEC §1 "online legal forms"): staff
 * keep the library in the content editor; members with an active plan fill
 * a form in, keep a draft and download it as a PDF in English or Thai.
 */

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

const NEW_FORM = {
  title_en: 'Letter of Apology',
  title_th: 'หนังสือขอโทษ',
  description_en: 'Say sorry in writing.',
  description_th: 'ขอโทษเป็นลายลักษณ์อักษร',
  category: 'personal',
  fields: [
    {
      key: 'recipient',
      label_en: 'Recipient',
      label_th: 'ผู้รับ',
      type: 'text',
      required: true,
      options_text: '',
    },
    {
      key: 'tone',
      label_en: 'Tone',
      label_th: 'น้ำเสียง',
      type: 'choice',
      required: false,
      options_text: 'Formal | ทางการ\nFriendly | เป็นกันเอง',
    },
  ],
  body_en: 'Dear {{recipient}},\n\nI am sorry ({{tone}}).',
  body_th: 'เรียน {{recipient}}\n\nข้าพเจ้าขออภัย ({{tone}})',
  published: true,
  position: 5,
}

async function memberWithPlan(
  state?: 'cancelled' | 'pending_review' | 'suspended',
  name = 'Maya Ann Member'
) {
  const user = await createUser(RoleSlug.USER, { name })
  const factory = state ? SubscriptionFactory.apply(state) : SubscriptionFactory
  await factory.merge({ userId: user.id }).create()
  return user
}

async function seededForm(slug: string) {
  await seedLegalForms()
  return LegalForm.findByOrFail('slug', slug)
}

const DEMAND = {
  creditor_name: 'Maya Ann Member',
  creditor_address: '99 Sukhumvit Road, Bangkok 10110',
  debtor_name: 'Somchai <b>Debtor</b> {{amount}}',
  debtor_address: '1 Silom Road, Bangkok 10500',
  amount: '125000.50',
  basis: 'Unpaid invoice INV-77 for translation work',
  due_date: '2026-09-30',
  days: '7',
  letter_date: '2026-11-20',
  creditor_signature: 'Maya Ann Member',
}

test.group('Legal forms: the staff library (SPEC §1, §2.9)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} opens the legal forms list, the new form and an edit page`, async ({
      client,
      assert,
    }) => {
      const staff = await createUser(role)
      const form = await seededForm('power-of-attorney')
      const list = await client.get('/admin/legal-forms').withInertia().loginAs(staff)
      list.assertStatus(200)
      list.assertInertiaComponent('Admin/LegalForms')
      assert.equal(list.inertiaProps.list.total, LEGAL_FORM_SEEDS.length)
      const create = await client.get('/admin/legal-forms/create').withInertia().loginAs(staff)
      create.assertInertiaComponent('Admin/LegalFormForm')
      const edit = await client
        .get(`/admin/legal-forms/${form.id}/edit`)
        .withInertia()
        .loginAs(staff)
      edit.assertInertiaComponent('Admin/LegalFormForm')
      assert.equal(edit.inertiaProps.form.title_th, 'หนังสือมอบอำนาจ')
      assert.equal(edit.inertiaProps.form.fields[0].key, 'grantor_name')
    })
  }

  for (const role of [RoleSlug.LAWYER, RoleSlug.USER]) {
    test(`[spec 6] ${role} gets 403 on the legal forms library and its writes`, async ({
      client,
      assert,
    }) => {
      const user = await createUser(role)
      const form = await seededForm('power-of-attorney')
      for (const url of ['/admin/legal-forms', '/admin/legal-forms/create']) {
        const response = await client.get(url).withInertia().loginAs(user)
        response.assertStatus(403)
      }
      const store = await client
        .post('/admin/legal-forms')
        .json(NEW_FORM)
        .withCsrfToken()
        .loginAs(user)
      store.assertStatus(403)
      const destroy = await client
        .delete(`/admin/legal-forms/${form.id}`)
        .withCsrfToken()
        .loginAs(user)
      destroy.assertStatus(403)
      assert.equal(await countRows('legal_forms'), LEGAL_FORM_SEEDS.length)
    })
  }

  test('[spec 1] staff create a form with its fields, choices and bodies; the write is audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post('/admin/legal-forms')
      .json(NEW_FORM)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/legal-forms')
    response.assertFlashMessage('success', 'Legal form saved.')
    const saved = await LegalForm.findByOrFail('slug', 'letter-of-apology')
    assert.equal(saved.titleTh, 'หนังสือขอโทษ')
    assert.isTrue(saved.published)
    assert.deepEqual(saved.fields[1], {
      key: 'tone',
      label_en: 'Tone',
      label_th: 'น้ำเสียง',
      type: 'choice',
      required: false,
      options: [
        { value: 'formal', label_en: 'Formal', label_th: 'ทางการ' },
        { value: 'friendly', label_en: 'Friendly', label_th: 'เป็นกันเอง' },
      ],
    })
    const audit = await AuditLog.query().where('action', 'legal_form.created').firstOrFail()
    assert.equal(audit.userId, admin.id)
  })

  test('[spec 1] staff reorder and remove fields, unpublish, publish and delete (with audit)', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.OFFICER_ACCESS)
    const form = await seededForm('demand-for-payment')
    const edit = await client.get(`/admin/legal-forms/${form.id}/edit`).withInertia().loginAs(admin)
    const data = edit.inertiaProps.form
    const fields = [...data.fields].reverse().slice(1)
    const update = await client
      .put(`/admin/legal-forms/${form.id}`)
      .json({ ...data, fields })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    update.assertStatus(302)
    await form.refresh()
    assert.equal(form.fields.length, data.fields.length - 1)
    assert.equal(form.fields[0].key, data.fields.at(-2).key)
    assert.equal(form.slug, 'demand-for-payment')

    const unpublish = await client
      .post(`/admin/legal-forms/${form.id}/unpublish`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    unpublish.assertFlashMessage('success', 'Unpublished: members no longer see it.')
    await form.refresh()
    assert.isFalse(form.published)
    await client.post(`/admin/legal-forms/${form.id}/publish`).withCsrfToken().loginAs(admin)
    await form.refresh()
    assert.isTrue(form.published)

    const destroy = await client
      .delete(`/admin/legal-forms/${form.id}`)
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    destroy.assertFlashMessage('success', 'Legal form deleted.')
    assert.isNull(await LegalForm.find(form.id))
    const audits = await AuditLog.query().where('user_id', admin.id)
    const actions = audits.map((row) => row.action)
    for (const action of [
      'legal_form.updated',
      'legal_form.unpublished',
      'legal_form.published',
      'legal_form.deleted',
    ]) {
      assert.include(actions, action)
    }
  })

  test('[spec 5] bad input is refused with field messages and saves nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const bad = await client
      .post('/admin/legal-forms')
      .json({
        ...NEW_FORM,
        title_th: '',
        category: 'astrology',
        body_th: '',
        fields: [{ key: 'Bad Key!', label_en: '', label_th: 'x', type: 'video' }],
      })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    bad.assertStatus(422)
    const failed = bad.body().errors.map((error: { field: string }) => error.field)
    for (const field of [
      'title_th',
      'category',
      'body_th',
      'fields.0.key',
      'fields.0.label_en',
      'fields.0.type',
    ]) {
      assert.include(failed, field)
    }

    const twice = await client
      .post('/admin/legal-forms')
      .json({
        ...NEW_FORM,
        fields: [
          NEW_FORM.fields[0],
          { ...NEW_FORM.fields[0] },
          { ...NEW_FORM.fields[1], key: 'tone', options_text: '' },
        ],
      })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    twice.assertStatus(422)
    assert.deepEqual(
      twice
        .body()
        .errors.map((error: { field: string; message: string }) => [error.field, error.message]),
      [
        ['fields.1.key', 'Another field already uses the key "recipient".'],
        ['fields.2.options_text', 'A choice field needs at least one choice.'],
      ]
    )
    const none = await client
      .post('/admin/legal-forms')
      .json({ ...NEW_FORM, fields: [] })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(admin)
    none.assertStatus(422)
    assert.equal(await countRows('legal_forms'), 0)
  })
})

test.group('Legal forms: members (SPEC §1 "online legal forms")', (group) => {
  useDatabase(group)

  test('[spec 1] the six seeded forms for Thailand are published, in English and Thai, each a template for a lawyer to review', async ({
    assert,
  }) => {
    await seedLegalForms()
    await seedLegalForms()
    const forms = await LegalForm.query().orderBy('position')
    assert.lengthOf(forms, 6)
    assert.includeMembers(
      forms.map((form) => form.slug),
      [
        'power-of-attorney',
        'tenancy-notice-to-landlord',
        'demand-for-payment',
        'consent-minor-travel',
        'employment-termination-notice',
        'consumer-complaint-ocpb',
      ]
    )
    for (const form of forms) {
      assert.isTrue(form.published)
      assert.match(form.titleTh, /[\u0E00-\u0E7F]/)
      assert.match(form.bodyTh, /[\u0E00-\u0E7F]/)
      assert.include(form.descriptionEn, 'reviewed by a lawyer')
      assert.include(form.descriptionTh, 'ทนายความตรวจสอบ')
      const keys = new Set(form.fields.map((field) => field.key))
      for (const match of `${form.bodyEn}${form.bodyTh}`.matchAll(/\{\{(\w+)\}\}/g)) {
        assert.isTrue(keys.has(match[1]), `${form.slug}: {{${match[1]}}} names a field`)
      }
    }
  })

  test('[spec 1] a member with an active plan sees the published forms by category, in Thai too', async ({
    client,
    assert,
  }) => {
    const member = await memberWithPlan()
    await seedLegalForms()
    await LegalForm.query().where('slug', 'consent-minor-travel').update({ published: false })
    const page = await client.get('/settings/legal-forms').withInertia().loginAs(member)
    page.assertInertiaComponent('Settings/LegalForms')
    assert.isTrue(page.inertiaProps.eligible)
    const titles = page.inertiaProps.forms.map((form: { title: string }) => form.title)
    assert.lengthOf(titles, 5)
    assert.include(titles, 'Power of Attorney')
    assert.notInclude(titles, 'Consent for a Minor to Travel Abroad')
    const menu = page.inertiaProps.member_menu.map((entry: { key: string }) => entry.key)
    assert.include(menu, 'legal-forms')

    const thai = await client.get('/settings/legal-forms?lang=th').withInertia().loginAs(member)
    assert.include(
      thai.inertiaProps.forms.map((form: { title: string }) => form.title),
      'หนังสือมอบอำนาจ'
    )
    const hidden = await LegalForm.findByOrFail('slug', 'consent-minor-travel')
    const closed = await client.get(`/settings/legal-forms/${hidden.id}`).loginAs(member)
    closed.assertStatus(404)
  })

  for (const state of ['none', 'cancelled', 'pending_review'] as const) {
    test(`[spec 1] a member without an active plan (${state}) is told why and cannot fill, save or download`, async ({
      client,
      assert,
    }) => {
      const member =
        state === 'none' ? await createUser(RoleSlug.USER) : await memberWithPlan(state)
      const form = await seededForm('demand-for-payment')
      const page = await client.get('/settings/legal-forms').withInertia().loginAs(member)
      page.assertStatus(200)
      assert.isFalse(page.inertiaProps.eligible)
      assert.deepEqual(page.inertiaProps.forms, [])

      const message = 'Legal forms are available to members with an active plan.'
      const attempts = [
        client.get(`/settings/legal-forms/${form.id}`),
        client
          .put(`/settings/legal-forms/${form.id}/draft`)
          .json({ values: DEMAND })
          .withCsrfToken(),
        client
          .post(`/settings/legal-forms/${form.id}/document`)
          .json({ lang: 'en', values: DEMAND })
          .withCsrfToken(),
        client.get(`/settings/legal-forms/${form.id}/document?lang=en`),
      ]
      for (const attempt of attempts) {
        const response = await attempt.loginAs(member).redirects(0)
        response.assertStatus(302)
        assert.equal(response.header('location'), '/settings/legal-forms')
        response.assertFlashMessage('error', message)
      }
      assert.equal(await countRows('legal_form_drafts'), 0)
    })
  }

  test('[spec 1] a draft keeps what was typed, even unfinished, and comes back on the form', async ({
    client,
    assert,
  }) => {
    const member = await memberWithPlan()
    const form = await seededForm('demand-for-payment')
    const save = await client
      .put(`/settings/legal-forms/${form.id}/draft`)
      .json({
        values: { creditor_name: 'Maya', due_date: 'next week', amount: 'lots', stray: 'x' },
      })
      .withCsrfToken()
      .loginAs(member)
      .redirects(0)
    save.assertStatus(302)
    save.assertFlashMessage('success', 'Draft saved.')
    const draft = await LegalFormDraft.findByOrFail('user_id', member.id)
    assert.deepEqual(draft.values, { creditor_name: 'Maya', due_date: 'next week', amount: 'lots' })

    // Saving again replaces the one draft.
    await client
      .put(`/settings/legal-forms/${form.id}/draft`)
      .json({ values: { creditor_name: 'Maya Ann' } })
      .withCsrfToken()
      .loginAs(member)
    assert.equal(await countRows('legal_form_drafts'), 1)

    const page = await client.get(`/settings/legal-forms/${form.id}`).withInertia().loginAs(member)
    page.assertInertiaComponent('Settings/LegalFormShow')
    assert.equal(page.inertiaProps.values.creditor_name, 'Maya Ann')
    assert.equal(page.inertiaProps.values.amount, '')
    assert.isNotNull(page.inertiaProps.draftSavedAt)
    const list = await client.get('/settings/legal-forms').withInertia().loginAs(member)
    const card = list.inertiaProps.forms.find((item: { id: number }) => item.id === form.id)
    assert.isTrue(card.hasDraft)

    const tooLong = await client
      .put(`/settings/legal-forms/${form.id}/draft`)
      .json({ values: { basis: 'x'.repeat(1001) } })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(member)
    tooLong.assertStatus(422)
    assert.equal(tooLong.body().errors[0].field, 'values.basis')

    // Odd shapes get messages, never a server error, and the draft stays as it was.
    for (const body of [
      { values: 'nonsense' },
      { values: { amount: { nested: 1 } } },
      { values: { basis: ['a', 'b'] } },
    ]) {
      const odd = await client
        .put(`/settings/legal-forms/${form.id}/draft`)
        .json(body)
        .withCsrfToken()
        .header('accept', 'application/json')
        .loginAs(member)
      odd.assertStatus(422)
    }
    await draft.refresh()
    assert.deepEqual(draft.values, { creditor_name: 'Maya Ann' })
  })

  test('[spec 1] the PDF needs every required answer, real dates, numbers and choices; messages name the field', async ({
    client,
    assert,
  }) => {
    const member = await memberWithPlan()
    const form = await seededForm('tenancy-notice-to-landlord')
    const refused = await client
      .post(`/settings/legal-forms/${form.id}/document`)
      .json({
        lang: 'en',
        values: {
          tenant_name: 'Maya',
          lease_date: '2026-02-30',
          deposit: '12,000x',
          reason: 'fun',
        },
      })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(member)
    refused.assertStatus(422)
    const messages = Object.fromEntries(
      refused
        .body()
        .errors.map((error: { field: string; message: string }) => [error.field, error.message])
    )
    assert.include(messages['values.landlord_name'], "Landlord's full name")
    assert.include(messages['values.lease_date'], 'valid date')
    assert.include(messages['values.deposit'], 'number')
    assert.isDefined(messages['values.reason'])
    assert.isUndefined(messages['values.tenant_name'])
    assert.equal(await countRows('legal_form_drafts'), 0)

    const badLang = await client
      .post(`/settings/legal-forms/${form.id}/document`)
      .json({ lang: 'fr', values: {} })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(member)
    badLang.assertStatus(422)

    // In Thai, the message names the field in Thai.
    const thai = await client
      .post(`/settings/legal-forms/${form.id}/document?lang=th`)
      .json({ lang: 'th', values: {} })
      .withCsrfToken()
      .header('accept', 'application/json')
      .loginAs(member)
    const thaiMessages = thai.body().errors.map((error: { message: string }) => error.message)
    assert.isTrue(thaiMessages.some((message: string) => message.includes('ชื่อ-นามสกุลผู้ให้เช่า')))

    // A draft that is not complete yet cannot be downloaded either.
    await client
      .put(`/settings/legal-forms/${form.id}/draft`)
      .json({ values: { tenant_name: 'Maya' } })
      .withCsrfToken()
      .loginAs(member)
    const early = await client
      .get(`/settings/legal-forms/${form.id}/document?lang=en`)
      .loginAs(member)
      .redirects(0)
    early.assertStatus(302)
    assert.equal(early.header('location'), `/settings/legal-forms/${form.id}`)
    early.assertFlashMessage(
      'error',
      'Some answers are missing or no longer valid: check the form, then download again.'
    )
  })

  test('[spec 1] the English PDF is filled in, escaped, marked as a template and names the member', async ({
    client,
    assert,
  }) => {
    const member = await memberWithPlan()
    const form = await seededForm('demand-for-payment')
    form.bodyEn = `${form.bodyEn}\n\nUnknown: [{{no_such_field}}]`
    await form.save()
    const store = await client
      .post(`/settings/legal-forms/${form.id}/document`)
      .json({ lang: 'en', values: DEMAND })
      .withCsrfToken()
      .loginAs(member)
      .redirects(0)
    store.assertStatus(302)
    assert.equal(store.header('location'), `/settings/legal-forms/${form.id}/document?lang=en`)
    const inertia = await client
      .post(`/settings/legal-forms/${form.id}/document`)
      .json({ lang: 'en', values: DEMAND })
      .withCsrfToken()
      .withInertia()
      .loginAs(member)
    inertia.assertStatus(409)
    assert.equal(
      inertia.header('x-inertia-location'),
      `/settings/legal-forms/${form.id}/document?lang=en`
    )

    const response = await client
      .get(`/settings/legal-forms/${form.id}/document?lang=en`)
      .loginAs(member)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.include(response.header('content-disposition'), 'demand-for-payment-en.pdf')
    const text = readable(await pdfText(bodyBuffer(response), 'legal_form_demand_en'))
    const flat = text.replace(/\s+/g, ' ')
    assert.include(flat, 'TEMPLATE — HAVE IT REVIEWED BY A LAWYER')
    assert.include(flat, 'Letter of Demand for Payment')
    assert.match(flat, /Prepared by Maya Ann Member on \d{1,2} \w+ 20\d\d/)
    assert.include(flat, '125,000.50 baht')
    assert.include(flat, '30 September 2026')
    // An answer is printed as typed: its markup and placeholders are text, not template.
    assert.include(flat, 'Somchai <b>Debtor</b> {{amount}}')
    assert.include(flat, 'Unknown: []')
    assert.include(flat, 'page 1 of 1')
  })

  test('[spec 1] the Thai PDF is in Thai with Buddhist-era dates, Thai choices, and long Thai wrapped between words', async ({
    client,
    assert,
  }) => {
    const member = await memberWithPlan(undefined, 'สมหญิง ใจดี')
    const form = await seededForm('consumer-complaint-ocpb')
    const facts =
      'ข้าพเจ้าสั่งซื้อเครื่องปรับอากาศจากร้านค้าออนไลน์และชำระเงินครบถ้วนแล้วแต่ผู้ขายไม่ส่งสินค้าภายในกำหนดเวลาและไม่ตอบกลับข้อความใดๆเลยตลอดระยะเวลาสามสัปดาห์ที่ผ่านมาทำให้ข้าพเจ้าได้รับความเสียหาย'
    const values = {
      complainant_name: 'สมหญิง ใจดี',
      complainant_address: '12 ถนนพหลโยธิน กรุงเทพมหานคร 10400',
      complainant_phone: '081 234 5678',
      business_name: 'ร้านแอร์เย็นสบาย',
      purchase_date: '2026-10-01',
      amount: '18900',
      kind: 'not_delivered',
      facts,
      remedy: 'คืนเงินเต็มจำนวน',
      complaint_date: '2026-11-20',
      complainant_signature: 'สมหญิง ใจดี',
    }
    const store = await client
      .post(`/settings/legal-forms/${form.id}/document`)
      .json({ lang: 'th', values })
      .withCsrfToken()
      .loginAs(member)
      .redirects(0)
    assert.equal(store.header('location'), `/settings/legal-forms/${form.id}/document?lang=th`)
    const response = await client
      .get(`/settings/legal-forms/${form.id}/document?lang=th`)
      .loginAs(member)
    response.assertStatus(200)
    const text = await pdfText(bodyBuffer(response), 'legal_form_ocpb_th')
    const flat = readable(text).replace(/\s+/g, '')
    const has = (expected: string) =>
      assert.include(flat, readable(expected).replace(/\s+/g, ''), expected)
    has('แบบร่าง — ควรให้ทนายความตรวจสอบ')
    has('หนังสือร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองผู้บริโภค')
    has('จัดทำโดย สมหญิง ใจดี')
    has('ร้านแอร์เย็นสบาย')
    has('ไม่ได้รับสินค้าหรือบริการ')
    has('1 ตุลาคม 2569')
    has('18,900')
    has(facts)

    // The long answer takes several lines, each ending between two words.
    const squeeze = (value: string) => readable(value).replace(/\s+/g, '')
    const lines = text.split('\n').map(squeeze)
    const first = lines.findIndex((line) => line.startsWith(squeeze('ข้อเท็จจริง:')))
    const last = lines.findIndex((line) => line.endsWith(squeeze('ได้รับความเสียหาย')))
    const paragraph = lines.slice(first, last + 1)
    assert.isAbove(paragraph.length, 1, 'the answer wraps over several lines')
    assert.equal(paragraph.join(''), squeeze(`ข้อเท็จจริง: ${facts}`), 'nothing lost or reordered')
    const ends = new Set<number>()
    let at = 0
    for (const { segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(
      `ข้อเท็จจริง: ${facts}`
    )) {
      at += squeeze(segment).length
      ends.add(at)
    }
    let position = 0
    for (const line of paragraph.slice(0, -1)) {
      position += line.length
      assert.isTrue(ends.has(position), `a line ends inside a word: …${line.slice(-8)}`)
    }
  })
})
