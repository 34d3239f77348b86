import type { z } from 'zod'
import type { sprintTierSchema } from './schema.ts'

export type SprintTier = z.output<typeof sprintTierSchema>

export const sprintService = 'ai-strategy-sprint'
export const sprintCurrency = 'usd'

/** Prices in whole US dollars; the server charges these, never an amount sent by a browser. */
export const sprintTiers: SprintTier[] = [
  {
    id: 'essentials',
    name: 'Essentials',
    price: 2500,
    description: 'A focused start for one team or program.',
    features: ['2-hour kickoff workshop', '30-day roadmap', 'Top-5 quick-wins backlog'],
    recommended: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 4500,
    description: 'The full sprint for an office or agency component.',
    features: ['4-hour workshop', '10-15 item backlog', '90-day roadmap', 'Implementation resource guide'],
    recommended: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 7500,
    description: 'For organizations aligning several programs at once.',
    features: [
      'Multi-day workshop series',
      '20+ item backlog',
      '90-day plus long-term roadmap',
      'Implementation support package',
      'Follow-up session',
    ],
    recommended: false,
  },
]

export function findSprintTier(tier: string): SprintTier | undefined {
  const wanted = tier.trim().toLowerCase()
  return sprintTiers.find((candidate) => candidate.id === wanted)
}
