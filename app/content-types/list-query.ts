import { z } from 'zod'
import { defaultListLimit, listPage } from '~/schemas/content.ts'
import type { ContentType } from './definition.ts'

const flagValues = ['true', 'false', '1', '0'] as const

/**
 * The admin list's query: a page (`?page=`, `?limit=`) and, for each choice and yes/no field, an
 * optional filter (`?category=Strategy`, `?featured=1`; `all` or nothing for any).
 */
export function listQuerySchema(type: ContentType) {
  const filters: Record<string, z.ZodType> = {}
  for (const [name, field] of Object.entries(type.fields)) {
    if (field.control === 'flag') {
      filters[name] = z
        .enum(flagValues, { error: `${name} must be true, false, 1 or 0` })
        .optional()
        .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1' ? 1 : 0))
    } else if (field.control === 'choice') {
      const values = field.options.map((option) => option.value)
      filters[name] = z
        .enum(['all', ...values] as [string, ...string[]], {
          error: `${name} must be one of ${values.join(', ')}`,
        })
        .optional()
        .transform((value) => (value === 'all' || value === undefined ? undefined : value))
    }
  }
  return z.object({ ...filters, ...listPage(defaultListLimit) }) as z.ZodType<
    { page: number; limit: number } & Record<string, string | number | undefined>
  >
}
