import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import EntitlementUsage from '#models/entitlement_usage'
import { ConsultancyRequestFactory } from '#database/factories/content_factories'
import { createUser, useDatabase } from '#tests/helpers'
import { memberOn } from '#tests/support/casework'

test.group('Casework in the browser (SPEC §1, §9)', (group) => {
  useDatabase(group)

  test('[spec 9] a lawyer opens a matter from a consultancy request, logs a letter and an 8-page review, and the second letter is refused then billed as extra', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    await ConsultancyRequestFactory.merge({
      userId: member.id,
      lawyerId: lawyer.id,
      details: 'My landlord keeps my deposit',
    }).create()
    await browserContext.loginAs(lawyer)
    const page = await visit('/admin/consultancy-requests')
    await page.getByRole('button', { name: 'Row actions' }).first().click()
    await page.getByRole('menuitem', { name: 'Open a matter' }).click()
    const form = page.getByTestId('matter-form')
    await form.waitFor()
    assert.equal(
      await form.locator('input[name=membership_number]').inputValue(),
      subscription.membershipNumber
    )
    await form.locator('input[name=began_on]').fill('2026-06-01')
    await form.getByRole('button', { name: 'Open the matter' }).click()
    await page.getByTestId('service-form').waitFor()

    const service = page.getByTestId('service-form')
    await service.locator('select[name=kind]').selectOption('letter_or_call')
    await service.getByTestId('service-submit').click()
    await page.getByText('0 left this month').first().waitFor()

    await service.locator('select[name=kind]').selectOption('document_review')
    await service.locator('input[name=pages]').fill('8')
    await service.getByTestId('service-submit').click()
    await page.locator('[data-testid="service-log"] >> text=8 pages').waitFor()

    await service.locator('select[name=kind]').selectOption('letter_or_call')
    await service.getByTestId('service-submit').click()
    await page
      .getByText(
        'The plan allows 1 a month and none are left this month: record it as an extra service.'
      )
      .waitFor()
    await service.getByLabel('Record as an extra service (beyond the plan, billed)').check()
    await service.locator('input[name=extra_reason]').fill('Second letter this month')
    await page.getByTestId('pricing').waitFor()
    await service.getByTestId('service-submit').click()
    await page.locator('[data-testid="service-log"] >> text=Extra').first().waitFor()

    const entries = await EntitlementUsage.query().orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.extra]),
      [
        ['letter_or_call', false],
        ['document_review', false],
        ['letter_or_call', true],
      ]
    )
  })
})
