import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { FaqPage } from '#enums/content'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import {
  BlogPostFactory,
  FaqEntryFactory,
  MailTemplateFactory,
  ReviewFactory,
  ServiceFactory,
  TermsAndConditionFactory,
} from '#database/factories/content_factories'
import { createUser, useDatabase } from '#tests/helpers'

/** An i18n key shown as such: a label the list's namespace lacks. */
const RAW_KEY =
  /\b(admin_content|admin_faq|admin_plans|admin_mail|admin_fcm|admin_legal_forms|legal_forms|list)\.[a-z_.]+/

const PAGES = [
  '/admin/tags',
  '/admin/categories',
  '/admin/blogs',
  '/admin/services',
  '/admin/reviews',
  '/admin/terms-and-conditions',
  '/admin/legal-forms',
  '/admin/faq',
  '/admin/personal-plan/details',
  '/admin/template',
  '/admin/fcm_notification',
]

test.group('Declared content lists in the browser (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] every content list labels its columns, filters and row actions in words', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const category = await BlogCategory.create({ name: 'Visas' })
    await BlogTag.create({ name: 'Work permit' })
    await BlogPostFactory.merge({ categoryId: category.id }).create()
    await ServiceFactory.create()
    await ReviewFactory.create()
    await TermsAndConditionFactory.create()
    await FaqEntryFactory.merge({ pageKey: FaqPage.GENERAL }).create()
    await MailTemplateFactory.create()
    // Mail template and FCM Notification are the super admin's alone (SPEC §2.9).
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await browserContext.loginAs(admin)
    for (const path of PAGES) {
      const page = await visit(path)
      const table = page.locator('section[data-testid^="data-table-"]')
      await table.waitFor()
      assert.notMatch((await table.textContent()) ?? '', RAW_KEY, path)
      const menu = table.getByRole('button', { name: 'Row actions' })
      if ((await menu.count()) > 0) {
        await menu.first().click()
        const items = page.getByRole('menu')
        await items.waitFor()
        assert.notMatch((await items.textContent()) ?? '', RAW_KEY, `${path} row menu`)
        await page.keyboard.press('Escape')
      }
      await page.close()
    }
  }).timeout(240_000)

  test('[spec 9] a tag is deleted from its row menu after "Delete {name}?"', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const tag = await BlogTag.create({ name: 'Work permit' })
    const admin = await createUser(RoleSlug.OFFICER_ACCESS)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/tags')
    await page
      .locator(`tr[data-row-id="${tag.id}"]`)
      .getByRole('button', { name: 'Row actions' })
      .click()
    await page.locator('[data-row-action="delete"]').click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await page.assertTextContains('[role="alertdialog"]', 'Delete Work permit?')
    await page.getByTestId('confirm-accept').click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator(`tr[data-row-id="${tag.id}"]`).waitFor({ state: 'detached' })
    assert.isNull(await BlogTag.find(tag.id))
  })
})
