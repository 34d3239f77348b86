import { z } from 'zod'
import { checkedContent } from './schema.ts'

export const skillIds = [
  'aiStrategy',
  'digitalTransformation',
  'federalCompliance',
  'enterpriseArchitecture',
  'cybersecurityFrameworks',
  'sustainableTechnology',
] as const
export type SkillId = (typeof skillIds)[number]

export const skillSchema = z.object({
  id: z.enum(skillIds),
  level: z.number().int().min(0).max(100),
})
export type Skill = z.output<typeof skillSchema>

/** Core competencies in percent, strongest first; names come from the translation bundles by id. */
export const skills: Skill[] = checkedContent('skills', z.array(skillSchema).length(skillIds.length), [
  { id: 'aiStrategy', level: 95 },
  { id: 'digitalTransformation', level: 92 },
  { id: 'federalCompliance', level: 90 },
  { id: 'enterpriseArchitecture', level: 88 },
  { id: 'cybersecurityFrameworks', level: 85 },
  { id: 'sustainableTechnology', level: 82 },
])
