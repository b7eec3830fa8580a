import { test } from '@japa/runner'
import type { LegalFormField } from '#enums/legal_forms'
import {
  BLANK,
  fillTemplate,
  paragraphsOf,
  placeholdersOf,
} from '#services/support_desk/legal_forms/template'

const FIELDS: LegalFormField[] = [
  { key: 'name', label_en: 'Name', label_th: 'ชื่อ', type: 'text', required: true },
  { key: 'on', label_en: 'Date', label_th: 'วันที่', type: 'date', required: true },
  { key: 'amount', label_en: 'Amount', label_th: 'จำนวน', type: 'number', required: false },
  {
    key: 'kind',
    label_en: 'Kind',
    label_th: 'ประเภท',
    type: 'choice',
    required: true,
    options: [{ value: 'loan', label_en: 'A loan', label_th: 'เงินกู้' }],
  },
  { key: 'sign', label_en: 'Signature', label_th: 'ลายมือชื่อ', type: 'signature', required: true },
]

test.group('Legal form templates (SPEC §1 "online legal forms")', () => {
  test('[spec 1] answers fill their placeholders in the document language', ({ assert }) => {
    const values = { name: 'Maya', on: '2026-11-26', amount: '1250.5', kind: 'loan', sign: 'Maya' }
    const body = '{{name}} on {{on}}: {{ amount }} baht, {{kind}}. {{sign}}'
    assert.equal(
      fillTemplate(body, FIELDS, values, 'en'),
      `Maya on 26 November 2026: 1,250.50 baht, A loan. ${BLANK}\n(Maya)`
    )
    assert.equal(fillTemplate('{{on}} {{kind}}', FIELDS, values, 'th'), '26 พฤศจิกายน 2569 เงินกู้')
  })

  test('[spec 1] answers are text: placeholders inside an answer stay, unknown placeholders are left out', ({
    assert,
  }) => {
    const values = { name: '{{amount}} <script>x</script>', amount: '5' }
    assert.equal(
      fillTemplate('[{{name}}] [{{nobody}}] [{{amount}}]', FIELDS, values, 'en'),
      '[{{amount}} <script>x</script>] [] [5]'
    )
    assert.equal(fillTemplate('{{amount}}', FIELDS, {}, 'en'), BLANK)
    assert.deepEqual(placeholdersOf('{{a}} {{b}} {{a}} {{Not valid}}'), ['a', 'b'])
  })

  test('[spec 1] blank lines make paragraphs and "# " a heading', ({ assert }) => {
    assert.deepEqual(paragraphsOf('# Title\r\n\r\nOne\nstill one\n\n\nTwo'), [
      { text: 'Title', heading: true },
      { text: 'One\nstill one', heading: false },
      { text: 'Two', heading: false },
    ])
  })
})
