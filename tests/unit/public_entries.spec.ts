import { test } from '@japa/runner'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PublicEntries } from '#middleware/static_files_middleware'

/** Waits for the folder's watch to report, without a fixed sleep. */
async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 200 && !check(); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return check()
}

test.group('Static files: only names public/ holds are looked up (DESIGN 6)', (group) => {
  let folder: string
  group.each.setup(() => {
    folder = mkdtempSync(join(tmpdir(), 'lexpat-public-'))
    mkdirSync(join(folder, 'assets'))
    writeFileSync(join(folder, 'favicon.svg'), '<svg/>')
    return () => rmSync(folder, { recursive: true, force: true })
  })

  test('[design 6] a file or folder of public/ is asked for, a page path is not', ({ assert }) => {
    const entries = new PublicEntries(folder)
    assert.isTrue(entries.mayServe('/favicon.svg'))
    assert.isTrue(entries.mayServe('/assets/app-1.js'))
    // Spelled as the static server would resolve it: encoded, dot segments, doubled slashes.
    assert.isTrue(entries.mayServe('/%61ssets/app-1.js'))
    assert.isTrue(entries.mayServe('/settings/../favicon.svg'))
    assert.isTrue(entries.mayServe('//assets/app-1.js'))
    assert.isFalse(entries.mayServe('/settings/profile-details'))
    assert.isFalse(entries.mayServe('/'))
    assert.isFalse(entries.mayServe('/Favicon.svg'))
    // Not decodable: left to the static server, which refuses it as before.
    assert.isTrue(entries.mayServe('/%E0%A4%A'))
  })

  test('[design 6] a file added to public/ while the process runs is served', async ({
    assert,
  }) => {
    const entries = new PublicEntries(folder)
    assert.isFalse(entries.mayServe('/robots.txt'))
    writeFileSync(join(folder, 'robots.txt'), 'User-agent: *\n')
    assert.isTrue(await until(() => entries.mayServe('/robots.txt')))
  })

  test('[design 6] without a public/ folder every path is the static server’s to answer', ({
    assert,
  }) => {
    const entries = new PublicEntries(join(folder, 'missing'))
    assert.isTrue(entries.mayServe('/settings/profile-details'))
  })
})
