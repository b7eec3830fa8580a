import type { PagePropsDataTypes } from '@adonisjs/inertia/types'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import { access } from '#support/admin_access'
import type { AdminSectionKey } from '#support/admin_sections'

type Render = HttpContext['inertia']['render']
type Page = Parameters<Render>[0]
/** A value of some page's props: each page's own type checks its props (a generic controller cannot). */
type Prop = PagePropsDataTypes

/** A declared list (`app/lists/`) with its page and its CSV. */
type ExportedList = {
  page(ctx: HttpContext): Promise<Prop>
  csv(ctx: HttpContext): Promise<unknown>
}

/**
 * The controller of a staff list whose page receives the section's `can`
 * flags and whose CSV is the section's `export` action (the registry says
 * who may export).
 */
export function exportedListController(section: AdminSectionKey, page: Page, list: ExportedList) {
  return class ExportedListController {
    async index(ctx: HttpContext) {
      return ctx.inertia.render(page, {
        list: await list.page(ctx),
        can: access.flags(ctx.auth.user, section),
      })
    }

    async export(ctx: HttpContext) {
      await ctx.bouncer.with(AdminPolicy).authorize('can', section, 'export')
      return list.csv(ctx)
    }
  }
}
