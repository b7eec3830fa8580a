import { test } from '@japa/runner'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Edge } from 'edge.js'
import { listComponentsOnce } from '#support/edge_components'

test.group('Edge components listed once in production (DESIGN 6)', (group) => {
  let views: string
  group.each.setup(() => {
    views = mkdtempSync(join(tmpdir(), 'lexpat-views-'))
    mkdirSync(join(views, 'components'))
    writeFileSync(join(views, 'components/badge.edge'), '<b>{{ text }}</b>')
    writeFileSync(join(views, 'page.edge'), '@!badge({ text: "kept" })')
    return () => rmSync(views, { recursive: true, force: true })
  })

  test('[design 6] a cached Edge lists its components folder on every renderer by itself', ({
    assert,
  }) => {
    const edge = new Edge()
    edge.mount(views)
    edge.configure({ cache: true })
    let listed = 0
    const list = edge.loader.listComponents.bind(edge.loader)
    edge.loader.listComponents = () => (listed++, list())
    edge.createRenderer()
    edge.createRenderer()
    // The upstream behaviour this works around: if it changes, the wrapper can go.
    assert.equal(listed, 2)
  })

  test('[design 6] with the wrapper the folder is read once and components still render', async ({
    assert,
  }) => {
    const edge = new Edge()
    edge.mount(views)
    edge.configure({ cache: true })
    let listed = 0
    const list = edge.loader.listComponents.bind(edge.loader)
    edge.loader.listComponents = () => (listed++, list())
    listComponentsOnce(edge)
    edge.createRenderer()
    edge.createRenderer()
    assert.equal(listed, 1)
    const html = await edge.render('page')
    assert.equal(html.trim(), '<b>kept</b>')
  })
})
