import { capabilityStatement } from '../../content/capability-statement.ts'
import { caseStudies, workPrinciples } from '../../content/case-studies.ts'
import { experience } from '../../content/experience.ts'
import { helpCards } from '../../content/help-cards.ts'
import { meetingTypes } from '../../content/meeting-types.ts'
import { networkLinks, networkNodes } from '../../content/network.ts'
import { organizations } from '../../content/organizations.ts'
import { servicePillars } from '../../content/services.ts'
import { skills } from '../../content/skills.ts'
import { sprintOffer, sprintQuestions, sprintTiers } from '../../content/sprint.ts'
import { stats } from '../../content/stats.ts'

/**
 * What a content type's table starts with when it is made: the items the site showed from its code
 * before the owner could edit them, so a site that updates keeps showing them (and a new site starts
 * with the demo). Keyed by the type's key; each item is checked by the type's schema on the way in.
 */
export const startingContent: Record<string, () => readonly Record<string, unknown>[]> = {
  // Organizations' names are proper names: the same in every language, so their translations say so.
  organizations: () =>
    organizations.map(({ name, logoUrl, alt, kind }) => ({
      name,
      logoUrl,
      alt,
      kind,
      translations: { es: { name, alt }, fr: { name, alt } },
    })),
  stats: () => stats,
  skills: () => skills,
  careerEntries: () => experience,
  servicePillars: () => servicePillars,
  helpCards: () => helpCards,
  caseStudies: () => caseStudies,
  workPrinciples: () => workPrinciples,
  sprintTiers: () => sprintTiers,
  sprintOffer: () => [sprintOffer],
  sprintQuestions: () => sprintQuestions,
  meetingTypes: () => meetingTypes,
  networkNodes: () => networkNodes,
  networkLinks: () => networkLinks,
  capabilityStatement: () => [capabilityStatement],
}
