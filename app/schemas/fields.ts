import './zod-config.ts'
import { z } from 'zod'
import { splitCommaList } from '~/lib/text.ts'

const textError = (issue: { input: unknown }) => (issue.input === undefined ? 'Required' : 'Must be text')

/** PostgreSQL text cannot hold a NUL character, so no engine is given one. */
export const hasNoNulCharacter = (value: string) => !value.includes('\u0000')
export const nulCharacterMessage = 'Must not contain NUL characters'

/** Required text: trimmed, not empty, bounded. */
export function requiredText(maxLength: number, requiredMessage = 'Required') {
  return z
    .string({ error: textError })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(hasNoNulCharacter, nulCharacterMessage)
}

/** Optional text: absent, null or blank all become null. */
export function optionalText(maxLength: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? null : value),
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(maxLength, `Must be at most ${maxLength} characters`)
      .refine(hasNoNulCharacter, nulCharacterMessage)
      .nullable()
      .transform((value) => (value ? value : null)),
  )
}

export function emailAddress(requiredMessage = 'Required') {
  return z
    .string({ error: textError })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Must be at most 254 characters')
    .pipe(z.email({ error: 'Invalid email' }))
}

const linkMessage = 'Must be an http(s) URL or a path starting with /'
/** An http(s) URL or a path on this site; never javascript:, data: or a protocol-relative //host. */
const isLink = (value: string) => isHttpUrl(value) || /^\/(?![/\\])[^\s]*$/.test(value)

/** A link entered in a form: blank means none; otherwise an http(s) URL or a path on this site. */
export function optionalLink() {
  return z.preprocess(
    (value) => (value === undefined || value === null ? null : value),
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(2048, 'Must be at most 2048 characters')
      .refine(hasNoNulCharacter, nulCharacterMessage)
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isLink(value), { error: linkMessage }),
  )
}

/** A page on another site: blank means none; otherwise a full http(s) address. */
export function optionalWebAddress() {
  return z.preprocess(
    (value) => (value === undefined || value === null ? null : value),
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(2048, 'Must be at most 2048 characters')
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isHttpUrl(value), {
        error: 'Enter a full web address (https://...)',
      }),
  )
}

/** A link that must be there: an http(s) URL or a path on this site (an upload, an image of the site). */
export function requiredLink(requiredMessage = 'Required') {
  return requiredText(2048, requiredMessage).refine(isLink, { error: linkMessage })
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The spec's flags travel as 1 or 0; booleans are accepted and stored the same way. */
export function flag() {
  return z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: 'Must be 1 or 0' })
    .transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0))
}

/** A list entered comma-separated or sent as an array: trimmed, empty entries dropped. */
export function stringList(options: { maxItems: number; maxLength: number }) {
  return z
    .union([z.string(), z.array(z.string({ error: 'Each entry must be text' }))], {
      error: 'Must be a list or comma-separated text',
    })
    .transform((value) =>
      (typeof value === 'string' ? splitCommaList(value) : value.map((entry) => entry.trim())).filter(
        (entry) => entry.length > 0,
      ),
    )
    .pipe(
      z
        .array(
          z.string().max(options.maxLength, `Each entry must be at most ${options.maxLength} characters`),
        )
        .max(options.maxItems, `At most ${options.maxItems} entries`),
    )
}

export const slugPattern = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/

/** Blank means "generate from the title"; anything else must already be a slug. */
export function optionalSlug() {
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(200, 'Must be at most 200 characters')
      .refine((value) => value === '' || slugPattern.test(value), {
        error: 'Use only lowercase letters, digits and hyphens',
      }),
  )
}
