import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'))

test.group('Rich text editor packages', () => {
  test('[spec 2.9] every @tiptap package is pinned to one exact version', ({ assert }) => {
    const pkg = read('package.json')
    const declared = Object.entries<string>(pkg.dependencies).filter(([name]) =>
      name.startsWith('@tiptap/')
    )
    assert.isAbove(declared.length, 0)
    const versions = new Set(declared.map(([, version]) => version))
    assert.equal(versions.size, 1)
    const [version] = versions
    assert.match(version, /^3\.\d+\.\d+$/)
    // Installed ones too, including those the starter kit pulls in.
    for (const name of readdirSync('node_modules/@tiptap')) {
      assert.equal(read(`node_modules/@tiptap/${name}/package.json`).version, version, name)
    }
  })
})
