import '../app/schemas/zod-config.ts'
import { z } from 'zod'

/** Loads static content through its schema so a typo fails at start, not on a visitor's screen. */
export function checkedContent<T extends z.ZodType>(name: string, schema: T, data: z.input<T>): z.output<T> {
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    throw new Error(`Content "${name}" is invalid: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}
