import type { z } from 'zod'
import type { servicePillarSchema } from './schema.ts'

export const servicePillarIds = ['ai', 'enterprise', 'sustainable', 'ux'] as const
export type ServicePillarId = (typeof servicePillarIds)[number]

export type ServicePillar = z.output<typeof servicePillarSchema>

/** The four pillars of spec §1; their wording lives in the translation bundles. */
export const servicePillars: ServicePillar[] = [
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
]
