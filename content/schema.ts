import '../app/schemas/zod-config.ts'
import { z } from 'zod'
import { organizationKinds } from '../app/content-types/organizations.ts'
import { ownerProfileSchema } from '../app/schemas/admin.ts'
import { organizations } from './organizations.ts'
import { defaultOwnerProfile } from './profile.ts'

/*
 * The static content's schemas live apart from the content itself: the pages import plain typed
 * data, so zod stays out of the browser bundle; the server checks the content once at start
 * (checkContent), and so does a unit test.
 */

export const organizationSchema = z.object({
  name: z.string().min(1),
  logoUrl: z.string().startsWith('/images/logos/').endsWith('.svg'),
  alt: z.string().min(1),
  kind: z.enum(organizationKinds),
})

/** Each piece of static content with the schema it must satisfy. */
export function contentChecks(): { name: string; schema: z.ZodType; data: unknown }[] {
  return [
    { name: 'organizations', schema: z.array(organizationSchema).length(17), data: organizations },
    { name: 'profile', schema: ownerProfileSchema, data: defaultOwnerProfile },
  ]
}

/** Checks the static content against its schemas so a typo fails at start, not on a visitor's screen. */
export function checkContent(checks = contentChecks()): void {
  for (const { name, schema, data } of checks) {
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      throw new Error(`Content "${name}" is invalid: ${z.prettifyError(parsed.error)}`)
    }
  }
}
