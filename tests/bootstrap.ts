import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { browserClient } from '@japa/browser-client'
import { chromium, type Page, type Response } from 'playwright'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { seedRoles } from '#database/seed/roles'
import { seedPlans } from '#database/seed/plans'
import {
  configuredBrowserSessionStore,
  configuredSessionStore,
} from '#tests/plugins/configured_session_store'

/**
 * Debian's Chromium: the `playwright` package downloads no browser here.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  configuredSessionStore(app),
  shieldApiClient(),
  authApiClient(app),
  inertiaApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    launcher: () => launchChromium(),
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
  configuredBrowserSessionStore(app),
]

/**
 * Debian's Chromium. Every browser context starts as a returning visitor
 * (a region is stored, so the first-visit region box stays closed) unless
 * the test sets the cookie `fresh_visitor=1` before its first visit, has
 * made a necessary-only cookie choice (so the consent banner stays closed;
 * the consent tests clear the cookie: `withoutConsentChoice`), and every
 * visit waits until the page is hydrated.
 */
async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await context.addCookies([
      { name: 'lexpat_consent', value: 'v1,necessary', url: process.env.APP_URL! },
    ])
    await context.addInitScript(() => {
      // Init scripts also run in sandboxed frames (an email preview), which have no cookie or storage.
      if (window.origin === 'null') return
      if (!document.cookie.includes('fresh_visitor=1') && !window.localStorage.getItem('region')) {
        window.localStorage.setItem('region', 'Thailand')
      }
    })
    // Server-rendered pages are visible before React hydrates them; acting
    // on them earlier clicks elements without handlers. Every navigation a
    // test starts waits for the app's hydration mark, and fails when the
    // page never hydrates or logs an error while loading (a hydration
    // mismatch makes React throw the server HTML away).
    context.on('page', (page) => {
      const errors = collectConsoleErrors(page)
      const settled = async (response: Response | null, since: number) => {
        if (response && !(response.headers()['content-type'] ?? '').includes('text/html')) {
          return response
        }
        try {
          await page.waitForSelector('html[data-hydrated="true"]', {
            state: 'attached',
            timeout: 15_000,
          })
        } catch {
          throw new Error(`${page.url()} never hydrated: ${errors.slice(since).join(' | ')}`)
        }
        if (errors.length > since) {
          throw new Error(
            `${page.url()} logged errors while loading: ${errors.slice(since).join(' | ')}`
          )
        }
        return response
      }
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const since = errors.length
        return settled(await goto(...args), since)
      }
      page.reload = async (...args) => {
        const since = errors.length
        return settled(await reload(...args), since)
      }
    })
    return context
  }
  return browser
}

/**
 * The console errors and uncaught exceptions of a page, in order. The failed
 * load of the document itself (a 404 or 500 page a test visits on purpose)
 * is the response status, not an error of the page; neither is a content
 * image that does not exist.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (text.startsWith('Failed to load resource')) {
      // The document itself (a 404 a test visits on purpose) and content
      // images (an <img src=x> a test stores) are not the page's code; a
      // script, stylesheet or font that fails to load is.
      const url = message.location().url
      if (url === page.url() || !/\.(m?js|tsx?|css|woff2?)(\?|$)|\/@/.test(url)) return
    }
    errors.push(`console.error: ${text}`)
  })
  return errors
}

/**
 * A fresh schema for the run (rolled back at the end) and the lookup rows
 * every environment has. Each test then runs inside a transaction that is
 * rolled back (see tests/helpers.ts).
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => testUtils.db().migrate(),
    async () => {
      await seedRoles()
      await seedPlans()
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
