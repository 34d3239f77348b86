import { blogPostType } from './blog-posts.ts'
import { capabilityStatementType } from './capability-statement.ts'
import { careerEntryType } from './career-entries.ts'
import { caseStudyType } from './case-studies.ts'
import { helpCardType } from './help-cards.ts'
import { meetingTypeType } from './meeting-types.ts'
import { networkLinkType, networkNodeType } from './network.ts'
import { organizationType } from './organizations.ts'
import { projectType } from './projects.ts'
import { servicePillarType } from './service-pillars.ts'
import { skillType } from './skills.ts'
import { sprintOfferType, sprintQuestionType, sprintTierType } from './sprint.ts'
import { statType } from './stats.ts'
import { testimonialType } from './testimonials.ts'
import { workPrincipleType } from './work-principles.ts'

/** Every content type, in the order the admin's navigation lists them. */
export const contentTypes = [
  blogPostType,
  projectType,
  testimonialType,
  organizationType,
  ...[statType, skillType, careerEntryType, servicePillarType, helpCardType],
  caseStudyType,
  workPrincipleType,
  sprintTierType,
  sprintOfferType,
  sprintQuestionType,
  meetingTypeType,
  networkNodeType,
  networkLinkType,
  capabilityStatementType,
] as const

export {
  blogPostType,
  capabilityStatementType,
  careerEntryType,
  caseStudyType,
  helpCardType,
  meetingTypeType,
  networkLinkType,
  networkNodeType,
  organizationType,
  projectType,
  servicePillarType,
  skillType,
  sprintOfferType,
  sprintQuestionType,
  sprintTierType,
  statType,
  testimonialType,
  workPrincipleType,
}

/** The content type whose admin page is `/admin/<path>`; anything else is a page that does not exist. */
export function contentTypeAt(path: string | undefined) {
  const type = contentTypes.find((candidate) => candidate.admin.path === path)
  if (!type) throw new Response('Not Found', { status: 404 })
  return type
}
