import type { z } from 'zod'
import type { skillSchema } from './schema.ts'

export const skillIds = [
  'aiStrategy',
  'digitalTransformation',
  'federalCompliance',
  'enterpriseArchitecture',
  'cybersecurityFrameworks',
  'sustainableTechnology',
] as const
export type SkillId = (typeof skillIds)[number]

export type Skill = z.output<typeof skillSchema>

/** Core competencies in percent, strongest first; names come from the translation bundles by id. */
export const skills: Skill[] = [
  { id: 'aiStrategy', level: 95 },
  { id: 'digitalTransformation', level: 92 },
  { id: 'federalCompliance', level: 90 },
  { id: 'enterpriseArchitecture', level: 88 },
  { id: 'cybersecurityFrameworks', level: 85 },
  { id: 'sustainableTechnology', level: 82 },
]
