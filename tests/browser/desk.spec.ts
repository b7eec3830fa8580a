import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import MemberRequest from '#models/member_request'
import MemberRequestFile from '#models/member_request_file'
import MemberRequestMessage from '#models/member_request_message'
import { startRequest } from '#services/support_desk/desk/requests'
import { createUser, useDatabase } from '#tests/helpers'
import { matterFor, memberOn } from '#tests/support/casework'
import { pdfOf } from '#tests/support/desk'
import { RICH_TEXT_XSS, probeForXss, watchDialogs } from '#tests/fixtures/xss_corpus'
import { chunked, xssPayloads } from '#tests/support/xss_payloads'

test.group('The member’s legal desk in the browser (SPEC §1, §2.8)', (group) => {
  useDatabase(group)
  group.each.timeout(180_000)

  test('[spec 9] a Personal member sends a 9-page PDF for review and sees it with its due time and what the plan has left', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { member } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    // The first server render of a page compiles it (Vite): slow on a busy machine.
    browserContext.setDefaultNavigationTimeout(120_000)
    await browserContext.loginAs(member)
    const page = await visit('/settings/my-requests/new?kind=document_review')
    const panel = page.getByTestId('plan-left')
    await panel.getByText('your first review, up to 15 pages').waitFor()
    await page.locator('input[name=subject]').fill('Lease to review')
    await page.locator('textarea[name=details]').fill('Please check the deposit clause.')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Add files', exact: true }).click()
    const picker = await chooser
    await picker.setFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOf(9),
    })
    await page.getByText('9 pages (read from the PDF)').waitFor()
    await panel.getByText('This request: 9 pages').waitFor()
    assert.equal(await panel.getAttribute('data-within'), 'yes')
    await page.getByTestId('send-request').click()
    await page.getByTestId('desk-timeline').waitFor()
    await page.getByTestId('request-files').getByText('contract.pdf').waitFor()
    await page.locator('[data-due="running"]').getByText('Answer due by').waitFor()
    const request = await MemberRequest.query().where('user_id', member.id).firstOrFail()
    assert.equal(page.url().endsWith(`/settings/my-requests/${request.id}`), true)

    // What the plan has left now: 10 pages a month after the first review, 9 used.
    const next = await visit('/settings/my-requests/new?kind=document_review')
    await next.getByTestId('plan-left').getByText('1 of 10 pages left this month').waitFor()
    const list = await visit('/settings/my-requests')
    await list.locator(`[data-request="${request.id}"]`).getByText('Lease to review').waitFor()
    await list.locator(`[data-request="${request.id}"] [data-due="running"]`).waitFor()

    // A call-back: the number typed the local way, read with the calling code chosen beside it.
    const callback = await visit('/settings/my-requests/new?kind=callback')
    await callback.locator('input[name=subject]').fill('Call me about the lease')
    await callback.locator('textarea[name=details]').fill('Mornings are best.')
    await callback.locator('input[name=callback_phone]').fill('081 234 5678')
    await callback.getByTestId('send-request').click()
    await callback.getByTestId('desk-timeline').waitFor()
    const asked = await MemberRequest.query()
      .where('user_id', member.id)
      .where('kind', 'callback')
      .firstOrFail()
    assert.equal(asked.callbackPhone, '+66812345678')
  })

  test('[security] the XSS corpus in messages and file names runs on neither side', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Deposit dispute')
    const request = await startRequest(
      member,
      {
        kind: 'advice',
        subject: RICH_TEXT_XSS[0],
        details: RICH_TEXT_XSS[5],
        matter_id: matter.id,
      },
      null
    )
    const bodies = chunked(xssPayloads(), 1500)
    for (const [index, body] of bodies.entries()) {
      await MemberRequestMessage.create({
        memberRequestId: request.id,
        authorId: index % 2 === 0 ? member.id : lawyer.id,
        fromStaff: index % 2 === 1,
        body,
      })
    }
    for (const [index, name] of RICH_TEXT_XSS.entries()) {
      await MemberRequestFile.create({
        memberRequestId: request.id,
        ownerId: member.id,
        diskKey: `desk/${member.id}/xss-${index}.pdf`,
        name: name.slice(0, 255),
        mime: 'application/pdf',
        size: 1000 + index,
        pages: 1,
        pagesFrom: 'pdf',
      })
    }
    const watch = watchDialogs(browserContext)
    await browserContext.loginAs(member)
    const mine = await visit(`/settings/my-requests/${request.id}`)
    await mine.getByTestId('desk-thread').waitFor()
    assert.include((await mine.getByTestId('request-files').textContent()) ?? '', RICH_TEXT_XSS[1])
    assert.deepEqual(await probeForXss(mine, watch), { canary: null, dialogs: 0 })

    await browserContext.clearCookies()
    await browserContext.loginAs(lawyer)
    const staff = await visit(`/admin/matters/${matter.id}`)
    await staff.getByTestId('desk-thread').waitFor()
    assert.include((await staff.getByTestId('desk-threads').textContent()) ?? '', RICH_TEXT_XSS[1])
    assert.deepEqual(await probeForXss(staff, watch), { canary: null, dialogs: 0 })
  })
})
