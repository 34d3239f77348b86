import '../app/schemas/zod-config.ts'
import { z } from 'zod'
import { organizationKinds } from '../app/content-types/organizations.ts'
import { ownerProfileSchema } from '../app/schemas/admin.ts'
import {
  centerNodeId,
  networkLinks,
  networkLinkTypes,
  networkNodes,
  networkNodeTypes,
  organizationCategories,
} from './network.ts'
import { organizations } from './organizations.ts'
import { defaultOwnerProfile } from './profile.ts'

/*
 * The static content's schemas live apart from the content itself: the pages import plain typed
 * data, so zod stays out of the browser bundle; the server checks the content once at start
 * (checkContent), and so does a unit test.
 */

const slugId = z.string().regex(/^[a-z0-9-]+$/)

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/)

export const networkNodeSchema = z
  .object({
    id: slugId,
    name: z.string().min(1),
    type: z.enum(networkNodeTypes),
    category: z.enum(organizationCategories).optional(),
    /** Radius in the graph's 800 by 600 drawing units. */
    size: z.number().min(4).max(30),
    color: hexColour,
    description: z.string().min(1),
  })
  .refine((node) => (node.type === 'organization') === (node.category !== undefined), {
    error: 'Organizations, and only organizations, have a category',
  })

export const networkLinkSchema = z.object({
  source: slugId,
  target: slugId,
  type: z.enum(networkLinkTypes),
  strength: z.number().min(0).max(1),
  description: z.string().min(1),
})

export const organizationSchema = z.object({
  name: z.string().min(1),
  logoUrl: z.string().startsWith('/images/logos/').endsWith('.svg'),
  alt: z.string().min(1),
  kind: z.enum(organizationKinds),
})

/** Each piece of static content with the schema it must satisfy. */
export function contentChecks(): { name: string; schema: z.ZodType; data: unknown }[] {
  const knownIds = new Set([centerNodeId, ...networkNodes.map((node) => node.id)])
  return [
    {
      name: 'network nodes',
      schema: z
        .array(networkNodeSchema)
        .refine((list) => new Set(list.map((node) => node.id)).size === list.length, {
          error: 'Node ids must be unique',
        })
        .refine((list) => list.every((node) => node.type !== 'center'), {
          error: 'The center node is built from the owner profile',
        }),
      data: networkNodes,
    },
    {
      name: 'network links',
      schema: z
        .array(networkLinkSchema)
        .refine((list) => list.every((item) => knownIds.has(item.source) && knownIds.has(item.target)), {
          error: 'Every link must join two known nodes',
        }),
      data: networkLinks,
    },
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
