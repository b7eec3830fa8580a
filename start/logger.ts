/*
 * Plain values skip the wildcard redaction in the process's logger
 * (#support/log_redaction): the request loggers derive from it.
 */
import logger from '@adonisjs/core/services/logger'
import { passPlainValues } from '#support/log_redaction'

passPlainValues(logger.pino)
