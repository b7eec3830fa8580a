import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CreatedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'

/** A staff note on a consultancy request. */
export default class ConsultancyRequestNote extends compose(
  CreatedRow,
  withOptionalUser(() => User)
) {
  static table = 'consultancy_request_notes'

  @column()
  declare consultancyRequestId: number

  @column()
  declare body: string
}
