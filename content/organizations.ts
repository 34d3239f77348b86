import type { z } from 'zod'
import type { organizationSchema } from './schema.ts'

export type Organization = z.output<typeof organizationSchema>

const logoWidth = 200
const logoHeight = 112
/** Every logo file is drawn on the same canvas, so the wall can reserve its space before images load. */
export const organizationLogoSize = { width: logoWidth, height: logoHeight } as const

function organization(name: string, file: string, kind: Organization['kind']) {
  return { name, logoUrl: `/images/logos/${file}.svg`, alt: name, kind }
}

/** The Worked With wall: 17 organizations (all fictional), shown before an "...and others" tile. */
export const organizations: Organization[] = [
  organization('Office of Benefits Modernization', 'office-of-benefits-modernization', 'federal'),
  organization('Grants Modernization Program Office', 'grants-modernization-program-office', 'federal'),
  organization('Benefits Delivery Administration', 'benefits-delivery-administration', 'federal'),
  organization('Federal Records Innovation Office', 'federal-records-innovation-office', 'federal'),
  organization(
    'Calverton County Department of Human Services',
    'calverton-county-department-of-human-services',
    'state',
  ),
  organization('Chesapeake Climate Alliance', 'chesapeake-climate-alliance', 'nonprofit'),
  organization('Chesapeake Regional Health Alliance', 'chesapeake-regional-health-alliance', 'nonprofit'),
  organization('Bluestone Civic Data Lab', 'bluestone-civic-data-lab', 'nonprofit'),
  organization('Tidewater Workforce Collaborative', 'tidewater-workforce-collaborative', 'nonprofit'),
  organization('Harbor Point Community Foundation', 'harbor-point-community-foundation', 'foundation'),
  organization('Greenway Energy Futures Fund', 'greenway-energy-futures-fund', 'foundation'),
  organization('Ashgrove State University', 'ashgrove-state-university', 'educational'),
  organization(
    'Eastshore College of Public Administration',
    'eastshore-college-of-public-administration',
    'educational',
  ),
  organization('Ridgeline Federal Partners', 'ridgeline-federal-partners', 'contractor'),
  organization('Kestrel Cloud Systems', 'kestrel-cloud-systems', 'contractor'),
  organization('Alder & Finch Consulting', 'alder-and-finch-consulting', 'consulting'),
  organization('Meridian Logistics Group', 'meridian-logistics-group', 'enterprise'),
]
