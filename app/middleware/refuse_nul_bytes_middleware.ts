import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@vinejs/vine'

/** The dotted names of the fields whose text holds a NUL character. */
function fieldsWithNul(value: unknown, path: string, found: string[]) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || 'body')
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      fieldsWithNul(item, path ? `${path}.${index}` : String(index), found)
    )
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      fieldsWithNul(item, path ? `${path}.${key}` : key, found)
    }
  }
  return found
}

/**
 * No text a person types holds a NUL character, and PostgreSQL refuses to
 * store one (an error, so a 500, where SQLite would keep it). Every form
 * and API body with one is refused field by field, like any validation
 * error, before a controller runs.
 */
export default class RefuseNulBytesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const fields = fieldsWithNul(ctx.request.all(), '', [])
    if (fields.length > 0) {
      throw new errors.E_VALIDATION_ERROR(
        fields.map((field) => ({
          field,
          rule: 'noNulBytes',
          message: ctx.i18n
            ? ctx.i18n.t('validator.shared.messages.noNulBytes', { field })
            : `The ${field} field contains a character that is not allowed`,
        }))
      )
    }
    return next()
  }
}
