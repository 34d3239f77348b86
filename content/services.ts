import { z } from 'zod'
import { checkedContent } from './schema.ts'

export const servicePillarIds = ['ai', 'enterprise', 'sustainable', 'ux'] as const
export type ServicePillarId = (typeof servicePillarIds)[number]

export const servicePillarSchema = z.object({
  id: z.enum(servicePillarIds),
  icon: z.enum(['sparkles', 'shield', 'leaf', 'users']),
  /** Keys of the bullet points under `home.services.pillars.<id>.points` in the translation bundles. */
  points: z.array(z.string().min(1)).min(2).max(5),
  caseStudiesUrl: z.string().startsWith('/'),
})
export type ServicePillar = z.output<typeof servicePillarSchema>

/** The four pillars of spec §1; their wording lives in the translation bundles. */
export const servicePillars: ServicePillar[] = checkedContent(
  'service pillars',
  z.array(servicePillarSchema).length(servicePillarIds.length),
  [
    {
      id: 'ai',
      icon: 'sparkles',
      points: ['roadmaps', 'prototypes', 'governance', 'vendors'],
      caseStudiesUrl: '/case-studies',
    },
    {
      id: 'enterprise',
      icon: 'shield',
      points: ['cloud', 'authorization', 'zeroTrust', 'pmo'],
      caseStudiesUrl: '/case-studies',
    },
    {
      id: 'sustainable',
      icon: 'leaf',
      points: ['carbon', 'greenCloud', 'reporting'],
      caseStudiesUrl: '/case-studies',
    },
    {
      id: 'ux',
      icon: 'users',
      points: ['accessibility', 'research', 'training', 'adoption'],
      caseStudiesUrl: '/case-studies',
    },
  ],
)
