import { defineContentType } from './definition.ts'
import { number, text } from './fields.ts'

/** Core Competencies on the home page: a bar per skill, in the owner's order. */
export const skillType = defineContentType({
  key: 'skills',
  table: 'skills',
  cacheKind: 'skill',
  noun: 'skill',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    name: text('Name', 80, { translatable: true }),
    level: number('Level (%)', { min: 0, max: 100, hint: 'From 0 to 100: how full the bar is.' }),
  },
  admin: {
    path: 'skills',
    title: 'Skills',
    subtitle: 'The skill bars of Core Competencies on the home page, in the order shown',
    buttonNoun: 'Skill',
    emptyText: 'Add your core competencies; each shows as a bar with its level',
    emptyAction: 'Add First Skill',
    icon: 'skills',
    idPrefix: 'skill',
    dialogClassName: 'max-w-xl!',
    layout: [{ row: ['name', 'level'] }],
    card: {
      heading: (skill) => skill.name,
      badges: (skill) => [{ label: `${skill.level}%`, variant: 'accent' }],
    },
  },
})
