import { test } from '@japa/runner'
import { Container } from '@adonisjs/core/container'
import { BaseTransformer, Collection, Item } from '@adonisjs/core/transformers'
import { leaveOutTransformerCallSites } from '#support/transformer_call_sites'

class PointTransformer extends BaseTransformer<{ x: number; y: number }> {
  toObject() {
    return { sum: this.resource.x + this.resource.y }
  }
}

const resolved = (value: Item<any, any, any> | Collection<any, any, any>) =>
  value.resolve(new Container() as any, 0, -1)

test.group('Transformers in production: no stack for the unused error (DESIGN 6)', (group) => {
  group.setup(() => leaveOutTransformerCallSites())

  test('[design 6] a record and a list still transform to the same objects', async ({ assert }) => {
    const limit = Error.stackTraceLimit
    const item = PointTransformer.transform({ x: 1, y: 2 })
    const list = PointTransformer.transform([
      { x: 1, y: 1 },
      { x: 2, y: 3 },
    ])
    assert.instanceOf(item, Item)
    assert.instanceOf(list, Collection)
    assert.deepEqual(await resolved(item), { sum: 3 })
    assert.deepEqual(await resolved(list), [{ sum: 2 }, { sum: 5 }])
    assert.isNull(PointTransformer.transform(null))
    // The limit is the process's own again once transform() returned.
    assert.equal(Error.stackTraceLimit, limit)
  })

  test('[design 6] an undefined record still fails with the framework message, without a stack', async ({
    assert,
  }) => {
    const item = PointTransformer.transform(undefined as any)!
    try {
      await resolved(item)
      assert.fail('an undefined record was transformed')
    } catch (error) {
      assert.match((error as Error).message, /Cannot transform undefined value/)
      // The message line only: no frame was collected where transform() was called.
      assert.notMatch(String((error as Error).stack), /\n\s+at /)
    }
  })

  test('[design 6] installing twice wraps once', ({ assert }) => {
    const transform = BaseTransformer.transform
    leaveOutTransformerCallSites()
    assert.strictEqual(BaseTransformer.transform, transform)
  })
})
