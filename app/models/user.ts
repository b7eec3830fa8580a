import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { beforeSave, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import Role from '#models/role'
import Subscription from '#models/subscription'
import Invoice from '#models/invoice'
import PaymentMethod from '#models/payment_method'
import PlanAgreement from '#models/plan_agreement'
import { RoleId, roleSlugForId } from '#enums/role'
import { jsonColumn, toBoolean } from '#support/columns'
import type { InvoiceDetails } from '#services/billing/invoice_details'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(TimestampedRow, AuthFinder) {
  @column()
  declare roleId: number

  @belongsTo(() => Role)
  declare role: BelongsTo<typeof Role>

  @column()
  declare name: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare avatarUrl: string | null

  /** ISO 3166-1 alpha-2 code (TH), named in the reader's language where shown. */
  @column()
  declare country: string | null

  /** ISO 3166-1 alpha-2 code of the country of nationality. */
  @column()
  declare nationality: string | null

  /** E.164 (+66812345678); a legacy value that is no number is kept and flagged below. */
  @column()
  declare phone: string | null

  /** The stored phone could not be read as a number: staff check it (Manage Users). */
  @column({ consume: toBoolean })
  declare phoneNeedsReview: boolean

  /** The stored country or nationality names no ISO 3166 country: staff check it. */
  @column({ consume: toBoolean })
  declare countryNeedsReview: boolean

  @column.date()
  declare dateOfBirth: DateTime | null

  @column()
  declare locale: string | null

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  /** Buyer details for the full tax invoice (Revenue Code §86/4), given by Business members. */
  @column()
  declare taxId: string | null

  /** '00000' = head office, otherwise the 5-digit branch number. */
  @column()
  declare taxBranch: string | null

  @column()
  declare billingAddress: string | null

  /** Who full tax invoices are made out to (Profile Details; staff may correct it). */
  @column(jsonColumn)
  declare invoiceDetails: InvoiceDetails | null

  @column({ consume: toBoolean })
  declare isFreeMember: boolean

  /**
   * A partner login (DESIGN §11): the member whose membership this account
   * shares. Null for every member and staff account.
   */
  @column()
  declare partnerOfUserId: number | null

  @column({ consume: toBoolean })
  declare isOmiseUser: boolean

  @column({ serializeAs: null })
  declare googleId: string | null

  @column({ serializeAs: null })
  declare facebookId: string | null

  @column({ serializeAs: null })
  declare lineId: string | null

  @hasMany(() => Subscription)
  declare subscriptions: HasMany<typeof Subscription>

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>

  @hasMany(() => PaymentMethod)
  declare paymentMethods: HasMany<typeof PaymentMethod>

  @hasMany(() => PlanAgreement)
  declare planAgreements: HasMany<typeof PlanAgreement>

  @column.dateTime()
  declare deletedAt: DateTime | null

  /** Disabled by a super admin (Manage Users): no sign-in, no session. */
  @column.dateTime()
  declare disabledAt: DateTime | null

  /** PDPA: no marketing mail (template mail, event announcements) after this. */
  @column.dateTime()
  declare marketingUnsubscribedAt: DateTime | null

  /** Bearer tokens of the member app (device registration): hashed, scoped, expiring. */
  static apiTokens = DbAccessTokensProvider.forModel(User, {
    table: 'member_api_tokens',
    type: 'member_api',
    prefix: 'lxm_',
    expiresIn: '90 days',
  })

  /** Sessions signed in before this (epoch ms) are refused: see #services/user_sessions. */
  @column({
    serializeAs: null,
    consume: (value: unknown) => (value === null ? null : Number(value)),
  })
  declare sessionsValidFrom: number | null

  /**
   * Emails are unique regardless of case: they are stored lower-cased and
   * the unique index does the rest, on SQLite and PostgreSQL alike.
   */
  @beforeSave()
  static normalizeEmail(user: User) {
    if (user.$dirty.email) {
      user.email = user.email.trim().toLowerCase()
    }
  }

  static active = scope((query) => {
    query.whereNull('deleted_at')
  })

  /**
   * Loads the role when it is not loaded yet; most pages need it.
   */
  async loadRole(): Promise<Role> {
    if (!this.$preloaded.role) {
      const role = await Role.byId(this.roleId)
      if (role) {
        this.$setRelated('role', role)
      } else {
        await (this as User).load('role')
      }
    }
    return this.role
  }

  /** By the stable role id (a column): right without the role relation loaded. */
  isStaff(): boolean {
    return roleSlugForId(this.roleId) !== undefined && this.roleId !== RoleId.USER
  }

  isMember(): boolean {
    return this.roleId === RoleId.USER
  }

  /** The partner's own login on a member's membership (see #services/partner_login). */
  isPartnerLogin(): boolean {
    return this.partnerOfUserId !== null && this.partnerOfUserId !== undefined
  }
}
