import { defineConfig } from '@adonisjs/core/bodyparser'

/**
 * Limits chosen on purpose: the largest legitimate text a person
 * sends is a staff-edited article or terms page (well under 1 MB of HTML);
 * files (avatars, identity documents) come as multipart and are checked
 * for size again by their validators. Anything larger is refused before it
 * is read, with a 413 answer (app/exceptions/handler.ts), never a 500.
 * Nesting and counts are capped too, so a crafted body cannot make the
 * parser build huge objects.
 */
const queryString = {
  depth: 5,
  parameterLimit: 1000,
  arrayLimit: 100,
  allowPrototypes: false,
}

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    queryString,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    limit: '1mb',
    strict: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  raw: {
    limit: '64kb',
    types: [],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '10mb',
    fieldsLimit: '1mb',
    maxFields: 200,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig

/**
 * Routes whose multipart body may be larger than the 10 MB above, by route
 * name (app/middleware/body_parser_middleware.ts): a support chat app
 * build is up to 200 MB (app/validators/chat.ts), plus the form's other
 * fields. Every other route keeps the small limits. nginx allows the same
 * size on the same path (deploy/nginx/lexpat.conf).
 */
export const multipartLimitByRoute: Record<string, string> = {
  'admin.chat_app.builds.store': '201mb',
}
