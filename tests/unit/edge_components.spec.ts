import { test } from '@japa/runner'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Edge } from 'edge.js'
import { listComponentsOnce } from '#support/edge_components'

/** A cached Edge on the folder, counting how often its components are listed. */
function countedEdge(views: string) {
  const edge = new Edge()
  edge.mount(views)
  edge.configure({ cache: true })
  const counter = { listed: 0 }
  const list = edge.loader.listComponents.bind(edge.loader)
  edge.loader.listComponents = () => (counter.listed++, list())
  return { edge, counter }
}

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
    const { edge, counter } = countedEdge(views)
    edge.createRenderer()
    edge.createRenderer()
    // The upstream behaviour this works around: if it changes, the wrapper can go.
    assert.equal(counter.listed, 2)
  })

  test('[design 6] with the wrapper the folder is read once and components still render', async ({
    assert,
  }) => {
    const { edge, counter } = countedEdge(views)
    listComponentsOnce(edge)
    edge.createRenderer()
    edge.createRenderer()
    assert.equal(counter.listed, 1)
    const html = await edge.render('page')
    assert.equal(html.trim(), '<b>kept</b>')
  })
})
