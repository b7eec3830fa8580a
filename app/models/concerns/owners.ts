import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BaseModel } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import type User from '#models/user'
import type Subscription from '#models/subscription'

/*
 * The owner columns many models share, as mixins for `compose()`. The owner
 * model comes in as a thunk, as in `belongsTo(() => User)`, rather than as
 * an import: User imports Subscription, Invoice... which belong to a User,
 * and a mixin module in that cycle could be called before it has run.
 *
 * A model its owner lists back (User hasMany Subscription, Subscription
 * hasMany Invoice) declares the relation itself: TypeScript cannot resolve a
 * base class whose type refers back to the class being declared.
 */

type Mixable = NormalizeConstructor<typeof BaseModel>

/**
 * `userId` + `user`: the member the row belongs to, when it has one (a
 * guest, the system or an erased account leave it null).
 */
export function withOptionalUser(user: () => typeof User) {
  return <Model extends Mixable>(superclass: Model) => {
    class MayBelongToUser extends superclass {
      @column()
      declare userId: number | null

      @belongsTo(user)
      declare user: BelongsTo<typeof User>
    }
    return MayBelongToUser
  }
}

/** `userId` + `user` for a row that always has its member. */
export function withUser(user: () => typeof User) {
  return <Model extends Mixable>(superclass: Model) => {
    class BelongsToUser extends withOptionalUser(user)(superclass) {
      declare userId: number
    }
    return BelongsToUser
  }
}

/** `subscriptionId` + `subscription`: the membership the row belongs to. */
export function withSubscription(subscription: () => typeof Subscription) {
  return <Model extends Mixable>(superclass: Model) => {
    class BelongsToSubscription extends superclass {
      @column()
      declare subscriptionId: number

      @belongsTo(subscription)
      declare subscription: BelongsTo<typeof Subscription>
    }
    return BelongsToSubscription
  }
}

/** `actorId` + `actor`: the staff member who made the row; null for the system. */
export function withActor(user: () => typeof User) {
  return <Model extends Mixable>(superclass: Model) => {
    class MadeByActor extends superclass {
      @column()
      declare actorId: number | null

      @belongsTo(user, { foreignKey: 'actorId' })
      declare actor: BelongsTo<typeof User>
    }
    return MadeByActor
  }
}
