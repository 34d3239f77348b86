import type { RequestHandler } from 'express'
import { ValidationError } from '~/services/errors.ts'

/**
 * Text no column can keep: NUL (PostgreSQL refuses it in text) and unpaired UTF-16 surrogates (they have
 * no UTF-8 form, so drivers, encoders and mail headers choke on them).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function isUnstorable(text: string): boolean {
  return text.includes('\0') || loneSurrogate.test(text)
}

/** The first field path holding such text, or undefined. Keys are checked as well as values. */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? path || '(body)' : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key
    if (isUnstorable(key)) return itemPath
    const found = findUnstorableText(item, itemPath)
    if (found) return found
  }
  return undefined
}

/** Refuses, with 400, a query or JSON body carrying text that could not be stored as sent. */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  const field =
    findUnstorableText(req.query, 'query') ??
    (Buffer.isBuffer(req.body) ? undefined : findUnstorableText(req.body))
  if (!field) return next()
  const message = 'Text must not contain NUL characters or unpaired surrogates'
  next(new ValidationError(`${field}: ${message}`, [{ path: field, message }]))
}
