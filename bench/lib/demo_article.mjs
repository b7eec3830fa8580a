/**
 * The demo data has no blog post; the benchmarks that render an article add
 * one (a few paragraphs in both languages) straight into the SQLite file.
 */
import { join } from 'node:path'

export const DEMO_ARTICLE_PATH = '/resources/blog/moving-to-thailand-with-a-family'

export async function insertDemoArticle(root, databaseFile) {
  const { default: Database } = await import(join(root, 'node_modules/better-sqlite3/lib/index.js'))
  const db = new Database(databaseFile)
  const paragraph = (n) =>
    `<h2>Part ${n}</h2><p>Moving to Thailand with a family means <strong>visas</strong>, ` +
    `schools and a lease. <a href="/view-plans">Our plans</a> cover the paperwork; this part ` +
    `explains step ${n} in detail, with the documents to bring and the offices to visit.</p>` +
    `<ul><li>Passport copies</li><li>Proof of address</li><li>Bank statements</li></ul>`
  const body = Array.from({ length: 8 }, (_, index) => paragraph(index + 1)).join('')
  // A fixed date: pages dumped by render_profile.mjs --dump compare between runs.
  const now = '2026-01-15 09:00:00'
  db.prepare(
    `insert into blog_posts (title, slug, excerpt, body, title_th, excerpt_th, body_th, status,
       published_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?)`
  ).run(
    'Moving to Thailand with a family',
    'moving-to-thailand-with-a-family',
    'What to prepare before the move: visas, schools, a lease.',
    body,
    'ย้ายมาประเทศไทยพร้อมครอบครัว',
    'สิ่งที่ต้องเตรียมก่อนย้าย: วีซ่า โรงเรียน สัญญาเช่า',
    body,
    now,
    now,
    now
  )
  db.close()
}
