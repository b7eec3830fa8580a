// Times the dashboard's counting SQL with and without its index on a
// copy of the bench database (the "before" copy has the new index dropped).
import Database from 'better-sqlite3'
import { copyFileSync, rmSync } from 'node:fs'

const file = process.argv[2]
const beforeFile = `${file}.before`
copyFileSync(file, beforeFile)
const before = new Database(beforeFile)
before.exec('DROP INDEX IF EXISTS users_deleted_at_role_id_index')
const after = new Database(file, { readonly: true })

function median(run, times = 20) {
  const samples = []
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint()
    run()
    samples.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
}

const oldMembers = before.prepare(
  'select count(*) as total from users where deleted_at is null and role_id = 1'
)
const oldStaff = before.prepare(
  'select count(*) as total from users where deleted_at is null and role_id != 1'
)
const grouped = after.prepare(
  'select role_id, count(*) as total from users where deleted_at is null group by role_id'
)

const users = after.prepare('select count(*) as n from users').get().n
const was = median(() => {
  oldMembers.get()
  oldStaff.get()
})
const now = median(() => grouped.all())
console.log(`users rows:                         ${users}`)
console.log(`before (two COUNTs, old indexes):   ${was.toFixed(2)} ms`)
console.log(
  `after  (grouped, index-only):       ${now.toFixed(2)} ms  (${(was / now).toFixed(1)}x less)`
)
console.log(
  `plan after: ${after
    .prepare(
      'explain query plan select role_id, count(*) from users where deleted_at is null group by role_id'
    )
    .all()
    .map((row) => row.detail)
    .join('; ')}`
)
before.close()
after.close()
rmSync(beforeFile, { force: true })
