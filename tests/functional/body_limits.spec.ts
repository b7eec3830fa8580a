import { test } from '@japa/runner'
import string from '@adonisjs/core/helpers/string'
import { RoleSlug } from '#enums/role'
import ChatAppBuild from '#models/chat_app_build'
import bodyParserConfig, { multipartLimitByRoute } from '#config/bodyparser'
import { createUser, countRows, useDatabase } from '#tests/helpers'

/** An APK-like body (a ZIP header) of `megabytes` MB. */
function apkOf(megabytes: number) {
  const bytes = Buffer.alloc(megabytes * 1024 * 1024, 0x61)
  bytes.set([0x50, 0x4b, 0x03, 0x04], 0)
  return bytes
}

test.group('Body limits per route (SPEC §2.9 support chat app, DESIGN §7)', (group) => {
  useDatabase(group)

  test('[spec 2.9] a chat app build larger than the 10 MB default uploads', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .post('/admin/chat_app/builds')
      .file('build', apkOf(12), { filename: 'support-chat.apk' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(302)
    const build = await ChatAppBuild.firstOrFail()
    assert.equal(build.kind, 'apk')
    assert.equal(build.sizeBytes, 12 * 1024 * 1024)
  }).timeout(60_000)

  test('[spec 2.9] other routes keep the small limit: the same body elsewhere answers 413', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .post('/admin/chat_app/conversations/1/messages')
      .file('attachment', apkOf(12), { filename: 'support-chat.apk' })
      .field('message', 'hello')
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    response.assertStatus(413)
    assert.equal(await countRows('chat_app_builds'), 0)
  }).timeout(60_000)

  test('[spec 2.9] the build route admits what the validator allows (200 MB) and the default stays 10 MB', ({
    assert,
  }) => {
    const routeLimit = string.bytes.parse(multipartLimitByRoute['admin.chat_app.builds.store'])
    assert.isAtLeast(routeLimit ?? 0, string.bytes.parse('200mb') ?? Infinity)
    assert.equal(bodyParserConfig.multipart.limit, '10mb')
  })
})
