import { test } from '@japa/runner'
import { seedGeneralFaq } from '#database/seed/faq'
import FaqEntry from '#models/faq_entry'
import { useDatabase } from '#tests/helpers'

test.group('General FAQ accordion in the browser (SPEC §2.3, §4)', (group) => {
  useDatabase(group)

  test('[spec 4] one answer is open at a time, clicking the open one closes it, and Enter opens from the keyboard', async ({
    visit,
    assert,
  }) => {
    await seedGeneralFaq()
    const page = await visit('/faqs/general')
    await page.waitForSelector('[data-testid="faq-list"][data-interactive="true"]')

    const first = page.getByRole('button', { name: 'What is Lexpat?' })
    // Another group: one accordion across the whole page.
    const second = page.getByRole('button', {
      name: 'How long does it take to activate my membership?',
    })
    const third = page.getByRole('button', { name: 'What does my membership cover?' })
    const openAnswers = () =>
      page.locator('[data-testid="faq-list"] [role="region"][data-state="open"]').count()

    assert.equal(await openAnswers(), 0)

    await first.click()
    assert.equal(await first.getAttribute('aria-expanded'), 'true')
    await page
      .getByText('prepaid legal-protection membership for people and small businesses')
      .waitFor()
    assert.equal(await openAnswers(), 1)

    await second.click()
    assert.equal(await second.getAttribute('aria-expanded'), 'true')
    assert.equal(await first.getAttribute('aria-expanded'), 'false')
    assert.equal(await openAnswers(), 1)

    await second.click()
    assert.equal(await second.getAttribute('aria-expanded'), 'false')
    assert.equal(await openAnswers(), 0)

    await third.focus()
    await page.keyboard.press('Enter')
    assert.equal(await third.getAttribute('aria-expanded'), 'true')
    assert.equal(await openAnswers(), 1)

    // SPEC §9: the answer area is at most 500 px tall and scrolls.
    const style = await page
      .locator('[data-testid="faq-list"] [role="region"][data-state="open"]')
      .evaluate((element) => {
        const computed = getComputedStyle(element)
        return { maxHeight: computed.maxHeight, overflowY: computed.overflowY }
      })
    assert.deepEqual(style, { maxHeight: '500px', overflowY: 'auto' })

    // The page ends with call, email and chat links; the chat is the GPT Chatroom (DESIGN §10).
    assert.match((await page.getByTestId('faq-call').getAttribute('href')) ?? '', /^tel:\+\d+$/)
    assert.match((await page.getByTestId('faq-email').getAttribute('href')) ?? '', /^mailto:/)
    await page.getByTestId('faq-chat').click()
    await page.getByRole('heading', { name: 'GPT Chatroom' }).waitFor()
  })

  test('[spec 2.3] a link to one entry (the assistant cites #faq-<id>) opens that answer in Thai and scrolls to it', async ({
    visit,
    assert,
  }) => {
    await seedGeneralFaq()
    // Far down the page: it is in view only if the page scrolled to it.
    const entry = await FaqEntry.findByOrFail('question', 'Where can I find my invoices?')
    const page = await visit(`/faqs/general?lang=th#faq-${entry.id}`)
    await page.waitForSelector('[data-testid="faq-list"][data-interactive="true"]')

    const button = page.getByRole('button', { name: entry.questionTh! })
    await page.waitForSelector(`#faq-${entry.id}[data-state="open"]`)
    assert.equal(await button.getAttribute('aria-expanded'), 'true')
    assert.equal(
      await page.locator('[data-testid="faq-list"] [role="region"][data-state="open"]').count(),
      1
    )
    await page.waitForFunction((id) => {
      const box = document.getElementById(id)?.getBoundingClientRect()
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight
    }, `faq-${entry.id}`)
    assert.isAbove(await page.evaluate(() => window.scrollY), 0)
  })
})
