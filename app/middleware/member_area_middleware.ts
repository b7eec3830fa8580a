import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { landingPathFor } from '#services/sign_in'

/**
 * The member settings area is for role user: staff opening /settings/*
 * are sent to their admin dashboard. Used as an inline route middleware
 * after `auth`.
 */
export async function memberArea(ctx: HttpContext, next: NextFn) {
  const user = ctx.auth.getUserOrFail()
  if (!user.isMember()) {
    return ctx.response.redirect().toPath(await landingPathFor(user))
  }
  return next()
}
