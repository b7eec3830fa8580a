import { readdirSync, watch } from 'node:fs'
import { posix } from 'node:path'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * The names at the top of public/, kept up to date by a watch on the folder.
 * `undefined` while they are not known (no folder, no watch): then every
 * request is the static server's to answer.
 */
export class PublicEntries {
  #names: Set<string> | undefined

  constructor(private folder: string) {
    try {
      watch(this.folder, { persistent: false }, () => this.#read()).on('error', () => {
        this.#names = undefined
      })
      this.#read()
    } catch {
      this.#names = undefined
    }
  }

  #read() {
    try {
      this.#names = new Set(readdirSync(this.folder))
    } catch {
      this.#names = undefined
    }
  }

  /** Whether a file of public/ could answer this path (as the static server resolves it). */
  mayServe(url: string): boolean {
    const names = this.#names
    if (!names) return true
    let path = url
    try {
      path = decodeURIComponent(url)
    } catch {
      return true
    }
    const first = posix.normalize(path).split('/')[1] ?? ''
    return first === '' ? names.has('index.html') : names.has(first)
  }
}

let entries: PublicEntries | undefined

/**
 * The static server (public/), asked only for paths whose first segment is
 * a name at the top of public/ (`assets`, `favicon.svg`). Asked for every
 * path, it looks each one up on disk: a failed `stat` and its error object
 * on every page and API request, 1.4-2.7 % of a signed-in request under load
 * (CPU profile). A name added to public/ while the process runs is served
 * once the folder's watch has seen it.
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    entries ??= new PublicEntries(app.publicPath())
    if (!entries.mayServe(ctx.request.url())) {
      return next()
    }
    return this.files.handle(ctx, next)
  }
}
