import { open } from 'node:fs/promises'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Brings the members of an earlier system in from a CSV file
 * (docs/architecture.md "Legacy members import"):
 *
 *   npx node ace members:import database/samples/legacy_members.csv --dry-run
 *   npx node ace members:import members.csv [--no-email]
 *
 * One line per row (create / update / unchanged / error with its reason),
 * then a summary. Exits 1 when a row or the file was refused.
 */
export default class MembersImport extends BaseCommand {
  static commandName = 'members:import'
  static description = 'Import legacy members (and their memberships) from a CSV file'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Path of the CSV file' })
  declare file: string

  @flags.boolean({ description: 'Show what would change and write nothing' })
  declare dryRun: boolean

  @flags.boolean({
    description: 'Send the set-password email to new members (--no-email skips it)',
    default: true,
  })
  declare email: boolean

  async run() {
    const { importLegacyMembers } = await import('#services/memberships/legacy_members_import')
    let result
    try {
      // Streamed: the file is parsed as it is read, never held whole as one string.
      const file = await open(this.file)
      result = await importLegacyMembers(file.createReadStream(), { dryRun: this.dryRun })
    } catch (error) {
      // A missing or unreadable file (ENOENT, EISDIR, EACCES): nothing was imported.
      if (!(error instanceof Error && 'syscall' in error)) throw error
      this.logger.error(`Cannot read ${this.file}`)
      this.exitCode = 1
      return
    }
    if (result.fileError) {
      this.logger.error(`${result.fileError}. Nothing was imported.`)
      this.exitCode = 1
      return
    }
    for (const row of result.outcomes) {
      const parts = [`line ${row.line}`, row.action, row.email ?? '', row.membershipNumber ?? '']
      const message = parts.filter(Boolean).join('  ') + (row.detail ? `  (${row.detail})` : '')
      if (row.action === 'error') this.logger.error(message)
      else this.logger.info(message)
    }
    let queued = 0
    if (!this.dryRun && this.email && result.createdUserIds.length) {
      const { default: SetPasswordMailJob } = await import('#jobs/set_password_mail_job')
      for (const userId of result.createdUserIds) {
        await SetPasswordMailJob.dispatch({ userId })
          .dedup({ id: `set-password-${userId}`, ttl: '1h' })
          .run()
        queued++
      }
    }
    const { create, update, unchanged, error } = result.summary
    const verbs = this.dryRun
      ? `would create ${create}, would update ${update}`
      : `created ${create}, updated ${update}`
    const mails = this.dryRun
      ? 'dry run: nothing written'
      : this.email
        ? `${queued} set-password emails queued`
        : 'no emails (--no-email)'
    const summary = `${verbs}, unchanged ${unchanged}, errors ${error}; ${mails}`
    if (create + update === 0 && error === 0 && unchanged > 0) {
      this.logger.success(`${summary}. Nothing to change: every row is already imported.`)
    } else if (error) {
      this.logger.warning(summary)
      this.exitCode = 1
    } else {
      this.logger.success(summary)
    }
  }
}
