import type { z } from 'zod'
import { slugify } from '../app/lib/text.ts'
import type { caseStudySchema, workPrincipleSchema } from './schema.ts'

export const caseStudyCategories = ['Leadership', 'Partnerships', 'Innovation', 'Advocacy'] as const
export type CaseStudyCategory = (typeof caseStudyCategories)[number]

/** Metrics are one string with the items separated by bullets, e.g. "34 programs • $38M budget". */
export const metricSeparator = '•'

export type CaseStudy = z.output<typeof caseStudySchema>

export type WorkPrinciple = z.output<typeof workPrincipleSchema>

export function splitMetrics(metrics: string): string[] {
  return metrics
    .split(metricSeparator)
    .map((metric) => metric.trim())
    .filter((metric) => metric.length > 0)
}

/** The two-page summary's download name, e.g. jordan-avery-case-studies-summary.pdf. */
export function caseStudiesSummaryFileName(ownerName: string): string {
  const owner = slugify(ownerName).replace(/-+/g, '-').replace(/^-|-$/g, '')
  return owner ? `${owner}-case-studies-summary.pdf` : 'case-studies-summary.pdf'
}

export const caseStudiesSummaryPath = '/case-studies-summary.pdf'

/** Case study illustrations are 640 by 400. */
export const caseStudyImageWidth = 640
export const caseStudyImageHeight = 400

/** The organizations named here are fictional composites; the figures are the engagements' own. */
export const caseStudies: CaseStudy[] = [
  {
    id: 'strategic-project-leadership',
    title: 'Strategic Project Leadership',
    category: 'Leadership',
    summary:
      'Brought 34 modernization programs under one portfolio governance model at a federal science agency.',
    challenge:
      "The Office of Research Operations at a mid-sized federal science agency (the fictional National Research Support Administration) was running 34 IT modernization programs with no common intake, no shared status reporting and three overlapping contracts for the same cloud services. Two programs had missed their authority-to-operate dates, the CIO's FITARA scorecard was slipping, and leadership could not say which investments were at risk until they had already overrun.",
    action:
      'I set up a portfolio management office with a single intake form, four stage gates tied to funding releases and a monthly portfolio review chaired by the deputy CIO. Every program moved to the same earned-value and risk reporting, fed from the existing project tools rather than new spreadsheets. I consolidated the three cloud contracts onto one FedRAMP-authorized vehicle, paired each struggling program with a delivery coach, and built an ATO calendar with the security office so authorizations were planned a quarter ahead instead of chased at the deadline.',
    result:
      'Within 18 months all 34 programs, representing a $38M annual budget, reported through one dashboard. Cost and schedule variance across the portfolio held within 5%, every pending ATO was granted on or before its target date, and the contract consolidation saved $2.1M a year, which leadership reinvested in two stalled data-modernization efforts.',
    metrics: '34 programs • $38M budget • 5% portfolio variance',
    imageUrl: '/images/case-studies/strategic-project-leadership.svg',
  },
  {
    id: 'collaborative-partnerships',
    title: 'Collaborative Partnerships',
    category: 'Partnerships',
    summary:
      'Built a shared data standard and governance charter for a 152-member digital-inclusion coalition.',
    challenge:
      'The Mid-Atlantic Digital Inclusion Alliance (a fictional regional coalition) brought together libraries, community colleges, health clinics and housing nonprofits to close the broadband and digital-skills gap. Each of its members tracked its own participants in its own way, so the alliance could not report combined outcomes to its funders, members duplicated outreach in the same neighborhoods, and a state grant renewal depended on evidence the coalition could not produce.',
    action:
      'I facilitated a series of working sessions with member representatives to agree on twelve shared outcome measures and a plain-language data dictionary. We drafted a governance charter and a data-sharing agreement reviewed by members’ counsel, with privacy rules that kept personal data inside each organization. I then stood up a lightweight reporting hub where members upload aggregate figures monthly, trained two volunteer data stewards per county, and ran office hours until submissions were routine.',
    result:
      'All 152 member organizations now report through the shared standard, and the alliance’s quarterly funder report takes three days to assemble instead of six weeks. Overlapping outreach fell sharply once members could see each other’s service areas, and the coalition won its state grant renewal with a larger award on the strength of its first combined outcomes report.',
    metrics: '152 organizations • 12 shared measures • 3-day reporting cycle',
    imageUrl: '/images/case-studies/collaborative-partnerships.svg',
  },
  {
    id: 'innovative-problem-solving',
    title: 'Innovative Problem Solving',
    category: 'Innovation',
    summary:
      'Raised the case closure rate by 47% at a county human-services agency with human-reviewed AI triage.',
    challenge:
      'The Harbor County Department of Human Services (fictional) had a backlog of more than 9,000 open benefits cases. Caseworkers spent much of each day sorting incoming documents and routing cases by hand, urgent cases waited behind routine ones, and staff turnover was rising. Earlier attempts to automate the queue had stalled over fairness concerns and union objections.',
    action:
      'I began by mapping the intake process with caseworkers and supervisors, which showed that most delay came from missing documents and misrouted cases rather than eligibility decisions. We piloted an AI-assisted triage tool that classifies incoming documents, flags missing items and suggests the right unit, with every suggestion reviewed by a caseworker and no automated denials. An oversight group with labor representatives reviewed bias tests before launch, and the rollout moved one unit at a time with weekly retrospectives.',
    result:
      'Six months after launch the case closure rate had increased by 47%, the open backlog fell below 4,000 cases, and the average time to route a new case dropped from three days to same-day. Caseworkers reported spending more time with families and less on paperwork, and the county adopted the oversight group as a standing review for future automation.',
    metrics: '47% closure-rate increase • 9,000-case backlog halved • 0 automated denials',
    imageUrl: '/images/case-studies/innovative-problem-solving.svg',
  },
  {
    id: 'global-impact-through-advocacy',
    title: 'Global Impact through Advocacy',
    category: 'Advocacy',
    summary:
      'Turned accessibility and low-bandwidth design into an adopted open playbook for public services.',
    challenge:
      'Public digital services in many countries were being designed for fast connections and recent phones, leaving out rural residents, older adults and people using assistive technology. A fictional international working group, the Open Public Services Network, had strong research on the problem but no practical guidance that government teams could adopt, and its recommendations rarely reached procurement or design decisions.',
    action:
      'I led the working group’s effort to turn its research into an open playbook: plain-language patterns for accessible, low-bandwidth service design, a procurement clause library, and a self-assessment checklist aligned to WCAG 2.1 AA. I presented the playbook at regional government-technology forums, ran hands-on workshops with delivery teams, and paired early adopters with peer mentors so each pilot had someone who had done it before.',
    result:
      'Digital-service teams in 11 countries have used the playbook in live projects, three national agencies wrote its procurement clauses into their standard contracts, and more than 2,400 practitioners completed the workshops. The network now maintains the playbook as a community project with quarterly releases.',
    metrics: '11 countries • 3 national standards • 2,400+ practitioners trained',
    imageUrl: '/images/case-studies/global-impact-through-advocacy.svg',
  },
]

/** Opens the two-page summary, ahead of the first case study. */
export const caseStudiesSummaryIntro =
  'Four engagements across federal, county, nonprofit and international programs. Each one sets out the challenge the organization faced, the action we took together and the measurable result. Organization names are fictional composites; the figures are the engagements’ own.'

/** The How I Work block: the two principles behind every engagement above. */
export const workPrinciples: WorkPrinciple[] = [
  {
    id: 'resilience-in-leadership',
    title: 'Resilience in Leadership',
    description:
      'Programs rarely fail on the plan; they fail when the plan meets budget cuts, staff turnover and shifting mandates. I build delivery structures that keep working when conditions change.',
    practices: [
      'Clear decision rights and stage gates so work keeps moving when people change',
      'Risks surfaced early and reviewed in the open, never hidden until the deadline',
      'Steady, candid communication with executives, teams and oversight bodies',
    ],
  },
  {
    id: 'human-centered-innovation',
    title: 'Human-Centered Innovation',
    description:
      'New technology only pays off when the people who use it trust it. I start with the staff and the public a service exists for, and keep them involved until it is adopted.',
    practices: [
      'Research with frontline staff and the public before choosing any tool',
      'Accessibility (Section 508, WCAG) and plain language from the first sprint',
      'Responsible AI with human review, bias testing and clear accountability',
    ],
  },
]
