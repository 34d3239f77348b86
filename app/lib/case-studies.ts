import { slugify } from './text.ts'

/** The two-page summary's download name, e.g. jordan-avery-case-studies-summary.pdf. */
export function caseStudiesSummaryFileName(ownerName: string): string {
  const owner = slugify(ownerName).replace(/-+/g, '-').replace(/^-|-$/g, '')
  return owner ? `${owner}-case-studies-summary.pdf` : 'case-studies-summary.pdf'
}

export const caseStudiesSummaryPath = '/case-studies-summary.pdf'

/** What a case study's metric chip reads: "34 programs". */
export const metricText = (metric: { value: string; label: string }) =>
  `${metric.value} ${metric.label}`.trim()

/** The starting illustrations are 640 by 400; an upload keeps the same frame. */
export const caseStudyImageWidth = 640
export const caseStudyImageHeight = 400
