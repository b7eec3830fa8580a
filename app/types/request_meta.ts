/** Who sent a public form, kept with contact messages, tickets and leads. */
export type RequestMeta = { ip: string | null; userAgent: string | null; userId?: number | null }
