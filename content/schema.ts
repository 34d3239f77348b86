import '../app/schemas/zod-config.ts'
import { z } from 'zod'
import { organizationKinds } from '../app/content-types/organizations.ts'
import { ownerProfileSchema } from '../app/schemas/admin.ts'
import { caseStudies, caseStudyCategories, splitMetrics, workPrinciples } from './case-studies.ts'
import { experience } from './experience.ts'
import { organizations } from './organizations.ts'
import { defaultOwnerProfile } from './profile.ts'
import { servicePillarIds, servicePillars } from './services.ts'
import { skillIds, skills } from './skills.ts'
import { sprintTiers } from './sprint.ts'
import { statKeys, stats } from './stats.ts'

/*
 * The static content's schemas live apart from the content itself: the pages import plain typed
 * data, so zod stays out of the browser bundle; the server checks the content once at start
 * (checkContent), and so does a unit test.
 */

const slugId = z.string().regex(/^[a-z0-9-]+$/)

export const caseStudySchema = z.object({
  id: slugId,
  title: z.string().min(1),
  category: z.enum(caseStudyCategories),
  summary: z.string().min(1),
  challenge: z.string().min(1),
  action: z.string().min(1),
  result: z.string().min(1),
  metrics: z
    .string()
    .refine((value) => splitMetrics(value).length > 0, { error: 'At least one metric is required' }),
  imageUrl: z.string().startsWith('/images/case-studies/'),
})

export const workPrincipleSchema = z.object({
  id: slugId,
  title: z.string().min(1),
  description: z.string().min(1),
  practices: z.array(z.string().min(1)).min(2),
})

export const experienceEntrySchema = z.object({
  title: z.string().min(1),
  company: z.string().min(1),
  location: z.string().min(1),
  period: z.string().min(1),
  description: z.string().min(1),
  highlights: z.array(z.string().min(1)).min(1),
  technologies: z.array(z.string().min(1)).min(1),
})

export const organizationSchema = z.object({
  name: z.string().min(1),
  logoUrl: z.string().startsWith('/images/logos/').endsWith('.svg'),
  alt: z.string().min(1),
  kind: z.enum(organizationKinds),
})

export const servicePillarSchema = z.object({
  id: z.enum(servicePillarIds),
  icon: z.enum(['sparkles', 'shield', 'leaf', 'users']),
  /** Keys of the bullet points under `home.services.pillars.<id>.points` in the translation bundles. */
  points: z.array(z.string().min(1)).min(2).max(5),
  caseStudiesUrl: z.string().startsWith('/'),
})

export const skillSchema = z.object({
  id: z.enum(skillIds),
  level: z.number().int().min(0).max(100),
})

export const sprintTierSchema = z.object({
  id: z.enum(['essentials', 'professional', 'enterprise']),
  name: z.string().min(1),
  price: z.number().int().positive(),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  recommended: z.boolean(),
})

export const statItemSchema = z.object({
  key: z.enum(statKeys),
  value: z.number().int().nonnegative(),
  prefix: z.string(),
  suffix: z.string(),
})

/** Each piece of static content with the schema it must satisfy. */
export function contentChecks(): { name: string; schema: z.ZodType; data: unknown }[] {
  return [
    { name: 'case studies', schema: z.array(caseStudySchema).length(4), data: caseStudies },
    { name: 'how I work', schema: z.array(workPrincipleSchema).length(2), data: workPrinciples },
    { name: 'experience', schema: z.array(experienceEntrySchema).length(6), data: experience },
    { name: 'organizations', schema: z.array(organizationSchema).length(17), data: organizations },
    { name: 'profile', schema: ownerProfileSchema, data: defaultOwnerProfile },
    {
      name: 'service pillars',
      schema: z.array(servicePillarSchema).length(servicePillarIds.length),
      data: servicePillars,
    },
    { name: 'skills', schema: z.array(skillSchema).length(skillIds.length), data: skills },
    { name: 'sprint tiers', schema: z.array(sprintTierSchema).length(3), data: sprintTiers },
    { name: 'stats', schema: z.array(statItemSchema).length(statKeys.length), data: stats },
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
