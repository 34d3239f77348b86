import type { z } from 'zod'
import type { statItemSchema } from './schema.ts'

export const statKeys = ['activeProjects', 'budgetManaged', 'organizations', 'yearsExperience'] as const
export type StatKey = (typeof statKeys)[number]

export type StatItem = z.output<typeof statItemSchema>

/** Spec §9 content claims; labels come from the translation bundles by key. */
export const stats: StatItem[] = [
  { key: 'activeProjects', value: 25, prefix: '', suffix: '+' },
  { key: 'budgetManaged', value: 38, prefix: '$', suffix: 'M' },
  { key: 'organizations', value: 152, prefix: '', suffix: '' },
  { key: 'yearsExperience', value: 15, prefix: '', suffix: '+' },
]

export function findStat(key: StatKey): StatItem {
  const stat = stats.find((candidate) => candidate.key === key)
  if (!stat) throw new Error(`Missing stat ${key}`)
  return stat
}

export function formatStat(stat: Pick<StatItem, 'prefix' | 'suffix'>, value: number): string {
  return `${stat.prefix}${value}${stat.suffix}`
}
