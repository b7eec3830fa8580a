import { test } from '@japa/runner'
import { useDatabase } from '#tests/helpers'

/**
 * Thai text must not depend on a Thai system font, and English
 * pages must not pay for the Thai one.
 */
test.group('The self-hosted Thai font', (group) => {
  useDatabase(group)

  test('[perf] a Thai page downloads the Thai font and draws its heading with it', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto('/?lang=th')
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready
      const heading = document.querySelector('h1')!
      return {
        text: heading.textContent,
        family: getComputedStyle(heading).fontFamily,
        loaded: document.fonts.check(`16px "Lexpat Thai"`, heading.textContent ?? ''),
      }
    })
    assert.include(drawn.text, 'ทนายความ')
    assert.match(drawn.family, /^"?Lexpat Thai"?,/)
    assert.isTrue(drawn.loaded)
    assert.lengthOf(fonts, 1)
    assert.match(fonts[0], /noto-sans-thai-thai-wght-normal.*\.woff2/)
  })

  test('[perf] an English page downloads no web font', async ({ browserContext, assert }) => {
    const page = await browserContext.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto('/?lang=en')
    await page.evaluate(() => document.fonts.ready)
    assert.deepEqual(fonts, [])
  })
})
