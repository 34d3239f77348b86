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

/** JSON from a form or the admin is a few levels deep; far deeper is a probe (and deep recursion overflows). */
export const maxJsonDepth = 32

export class TooDeeplyNestedError extends ValidationError {
  constructor() {
    super(`The JSON nests too deeply (the limit is ${maxJsonDepth} levels)`)
  }
}

/**
 * The first field path holding such text, or undefined. Keys are checked as well as values. Walked
 * with a stack of its own, so a hostile depth cannot overflow the call stack; beyond `maxJsonDepth`
 * levels it throws TooDeeplyNestedError.
 */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }]
  while (pending.length > 0) {
    const current = pending.pop()!
    if (typeof current.value === 'string') {
      if (isUnstorable(current.value)) return current.path || '(body)'
      continue
    }
    if (typeof current.value !== 'object' || current.value === null) continue
    if (current.depth >= maxJsonDepth) throw new TooDeeplyNestedError()
    const entries = Object.entries(current.value)
    // Pushed in reverse, so fields are visited in their written order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!
      const itemPath = current.path ? `${current.path}.${key}` : key
      if (isUnstorable(key)) return itemPath
      pending.push({ value: item, path: itemPath, depth: current.depth + 1 })
    }
  }
  return undefined
}

/** Refuses, with 400, a query or JSON body carrying text that could not be stored as sent, or nested too deeply. */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  let field: string | undefined
  try {
    field =
      findUnstorableText(req.query, 'query') ??
      (Buffer.isBuffer(req.body) ? undefined : findUnstorableText(req.body))
  } catch (error) {
    return next(error)
  }
  if (!field) return next()
  const message = 'Text must not contain NUL characters or unpaired surrogates'
  next(new ValidationError(`${field}: ${message}`, [{ path: field, message }]))
}
