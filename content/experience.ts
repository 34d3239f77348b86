import type { z } from 'zod'
import type { experienceEntrySchema } from './schema.ts'

export type ExperienceEntry = z.output<typeof experienceEntrySchema>

/** The Career Journey timeline, latest role first; the organizations are the fictional ones of the logo wall. */
export const experience: ExperienceEntry[] = [
  {
    title: 'Principal Consultant, IT Strategy, AI & Digital Transformation',
    company: 'Independent Consulting Practice',
    location: 'Rockville, MD',
    period: '2022 – Present',
    description:
      'Advises federal program offices, foundations and enterprises on turning AI and modernization goals into funded, compliant programs that people actually adopt.',
    highlights: [
      'Led AI strategy sprints for the Office of Benefits Modernization and Meridian Logistics Group, each ending in a ranked backlog with named owners',
      'Designed the carbon accounting approach behind the Chesapeake Climate Alliance grant portfolio dashboard',
      'Coached Harbor Point Community Foundation through an accessible, plain-language rebuild of its eligibility screener',
    ],
    technologies: ['Azure OpenAI Service', 'Amazon Bedrock', 'Power BI', 'OSCAL', 'Figma'],
  },
  {
    title: 'Director, Digital Transformation PMO',
    company: 'Ridgeline Federal Partners',
    location: 'Arlington, VA',
    period: '2019 – 2022',
    description:
      'Ran the program management office behind a portfolio of 34 modernization programs for civilian agency clients, with combined budgets of $38M.',
    highlights: [
      'Brought the Grants Modernization Program Office portfolio under one governance cadence and one risk register',
      'Raised the on-time closure rate of audit findings by 47% through weekly remediation reviews',
      'Built a delivery playbook adopted by nine program teams across three agencies',
    ],
    technologies: ['Jira Align', 'ServiceNow', 'Power BI', 'Azure DevOps', 'SharePoint'],
  },
  {
    title: 'Senior IT Program Manager, Office of the CIO',
    company: 'Benefits Delivery Administration',
    location: 'Washington, DC',
    period: '2016 – 2019',
    description:
      'Managed the move of benefits case-management systems to a FedRAMP-authorized cloud and the Section 508 program that accompanied it.',
    highlights: [
      'Migrated 14 applications to the cloud without an unplanned outage during open enrollment',
      'Made Section 508 conformance a release gate, cutting open accessibility findings by two thirds',
      'Secured an Authority to Operate for the new case-management platform on schedule',
    ],
    technologies: ['AWS GovCloud', 'Terraform', 'Salesforce', 'axe-core', 'Splunk'],
  },
  {
    title: 'Cybersecurity & Compliance Lead',
    company: 'Kestrel Cloud Systems',
    location: 'Herndon, VA',
    period: '2014 – 2016',
    description:
      'Led the security and compliance team that took a software-as-a-service product through its first FedRAMP Moderate authorization.',
    highlights: [
      'Wrote and defended the system security plan across 325 NIST SP 800-53 controls',
      'Set up continuous monitoring with monthly scans and tracked POA&M remediation',
      'Trained engineers on secure coding and incident response tabletop exercises',
    ],
    technologies: ['NIST SP 800-53', 'Nessus', 'AWS', 'Splunk', 'Okta'],
  },
  {
    title: 'Enterprise Architect',
    company: 'Calverton County Department of Human Services',
    location: 'Calverton County, MD',
    period: '2012 – 2014',
    description:
      'Owned the target architecture for a county human-services agency consolidating eleven case systems into a shared platform.',
    highlights: [
      'Mapped eleven case systems and their data flows into one capability model',
      'Introduced an integration layer that let caseworkers see a family’s services in one view',
      'Partnered with Bluestone Civic Data Lab on open-data publishing of service statistics',
    ],
    technologies: ['TOGAF', 'MuleSoft', 'SQL Server', '.NET', 'ArcGIS'],
  },
  {
    title: 'Technology Consultant',
    company: 'Alder & Finch Consulting',
    location: 'Baltimore, MD',
    period: '2010 – 2012',
    description:
      'Delivered process and technology assessments for state agencies, universities and nonprofits across the Mid-Atlantic region.',
    highlights: [
      'Assessed student-information systems for Ashgrove State University and led the selection that followed',
      'Redesigned grant intake for the Tidewater Workforce Collaborative, halving processing time',
    ],
    technologies: ['SharePoint', 'SQL Server', 'Visio', 'Tableau'],
  },
]
