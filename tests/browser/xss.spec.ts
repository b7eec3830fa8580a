import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { FaqPage } from '#enums/content'
import { createUser, useDatabase } from '#tests/helpers'
import {
  BlogPostFactory,
  FaqEntryFactory,
  SurveyQuestionFactory,
  TermsAndConditionFactory,
} from '#database/factories/content_factories'
import { chunked, xssPayloads } from '#tests/support/xss_payloads'

/**
 * The XSS corpus in a real browser. The payloads are put in
 * every field the current screens show back to a member or to staff —
 * names (header, profile form, admin header and welcome), blog titles,
 * excerpts and bodies, FAQ headings, questions and answers, survey
 * questions and choices, the terms shown at checkout — each page loaded
 * once with all of them, hovered and focused, then checked: the canary
 * `window.__xss` is unset and no dialog opened.
 *
 * Rich text is sanitized on save; a second blog post gets its body written
 * straight into the table, so the sanitizing on render is proven too.
 * Staff lists of contact messages, tickets and leads, and the chat, do not
 * exist yet: add their pages to this file when they do.
 */

type Watch = { dialogs: string[] }

/** Loads the page, moves over it and tabs through it, then reads the canary. */
async function probe(page: Page, watch: Watch) {
  await page.waitForLoadState('load')
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (let step = 1; step <= 6; step++) {
    await page.mouse.move((size.width * step) / 7, (size.height * step) / 7)
  }
  for (let step = 0; step < 5; step++) await page.keyboard.press('Tab')
  // Payloads delayed with setTimeout run within the next tasks; give them a tick to.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
  return {
    canary: await page.evaluate(() => (window as any).__xss ?? null),
    dialogs: watch.dialogs.length,
    text: await page.evaluate(() => document.body.textContent ?? ''),
  }
}

test.group('[security] XSS corpus in the browser', (group) => {
  useDatabase(group)

  test('[security] a few hundred payloads in every field shown back: none runs', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const payloads = xssPayloads()
    assert.isAbove(payloads.length, 200)
    const all = payloads.join(' ')
    const watch: Watch = { dialogs: [] }
    browserContext.on('page', (page) =>
      page.on('dialog', async (dialog) => {
        watch.dialogs.push(`${page.url()}: ${dialog.message()}`)
        await dialog.dismiss()
      })
    )

    // The canary and the dialog watch do see a payload that runs.
    const control = await browserContext.newPage()
    await control.setContent(`<img src=x onerror="window.__xss=1; alert('control')">`)
    await control.waitForFunction(() => (window as any).__xss === 1)
    assert.equal(watch.dialogs.length, 1)
    watch.dialogs.length = 0
    await control.close()

    // Content members read.
    const titles = chunked(payloads, 240)
    const post = await BlogPostFactory.merge({
      title: titles[0],
      excerpt: titles[1],
      body: all,
      publishedAt: DateTime.now().minus({ days: 1 }),
    }).create()
    const raw = await BlogPostFactory.merge({ title: titles[2], excerpt: titles[3] }).create()
    await db.from('blog_posts').where('id', raw.id).update({ body: all })
    const faqChunks = chunked(payloads, 1500)
    for (const [index, chunk] of faqChunks.entries()) {
      await FaqEntryFactory.merge({
        pageKey: FaqPage.RESOURCES,
        groupHeading: index === 0 ? titles[4] : null,
        question: chunk,
        answer: chunk,
        position: index + 1,
      }).create()
    }
    await SurveyQuestionFactory.merge({ surveyId: 616, question: all, position: 1 }).create()
    await SurveyQuestionFactory.merge({
      surveyId: 616,
      type: 'multiple_choice',
      question: titles[5],
      options: payloads.slice(0, 60),
      position: 2,
    }).create()
    await SurveyQuestionFactory.merge({
      surveyId: 616,
      type: 'checkbox',
      question: titles[6],
      options: payloads.slice(60, 120),
      position: 3,
    }).create()
    await TermsAndConditionFactory.apply('active')
      .merge({ title: titles[7], description: all })
      .create()

    // Names: a member's in the header and the profile form, a staff member's in the admin shell.
    const member = await createUser(RoleSlug.USER, { name: all })
    const staff = await createUser(RoleSlug.SUPER_ADMIN, { name: all })

    const results: string[] = []
    const check = async (path: string, mustShow: string) => {
      const page = await visit(path)
      const seen = await probe(page, watch)
      if (seen.canary !== null) results.push(`${path}: window.__xss was set`)
      if (seen.dialogs) results.push(`${path}: ${seen.dialogs} dialog(s) opened`)
      // The payloads did reach the page (as text, or what the sanitizer keeps).
      if (!seen.text.includes(mustShow)) results.push(`${path}: "${mustShow}" is not on the page`)
      watch.dialogs.length = 0
      await page.close()
    }

    await check(`/resources/blog/${post.slug}`, 'window.__xss=1')
    await check(`/resources/blog/${raw.slug}`, titles[2].slice(0, 40))
    await check('/resources/blog', '<script>window.__xss=1</script>')
    await check('/resources/faq', '<img src=x onerror=')
    await check('/survey?survey=616', '<script>window.__xss=1</script>')

    // A member without a plan: the header, the profile form and the checkout's terms.
    await browserContext.loginAs(member)
    await check('/settings/profile-details', '<script>alert(1)</script>')
    await check('/get-started/payment', 'hover me')
    await browserContext.clearCookies()

    await browserContext.loginAs(staff)
    await check('/admin/dashboard', '<iframe src="javascript:')

    assert.deepEqual(results, [])
  }).timeout(120_000)
})
