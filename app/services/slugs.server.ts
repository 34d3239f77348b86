import { slugify } from '~/lib/text.ts'
import { isUniqueViolation } from '../db/dialect.server.ts'
import { ConflictError, ValidationError } from './errors.ts'

/** An empty slug is generated from the title (spec §5). */
export function resolveSlug(slug: string | undefined, title: string): string {
  const resolved = slug ? slug : slugify(title)
  if (!resolved) {
    const message = 'Could not make a slug from the title; enter one'
    throw new ValidationError(`slug: ${message}`, [{ path: 'slug', message }])
  }
  return resolved
}

/** Runs a write and turns a duplicate slug into a 409 the owner can act on. */
export async function guardSlug<T>(slug: string, write: () => Promise<T>, noun: string): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`A ${noun} with the slug "${slug}" already exists`)
    throw error
  }
}
