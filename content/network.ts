import type { z } from 'zod'
import type { networkLinkSchema, networkNodeSchema } from './schema.ts'

export const networkNodeTypes = ['center', 'organization', 'project', 'skill'] as const
export type NetworkNodeType = (typeof networkNodeTypes)[number]

export const organizationCategories = [
  'federal',
  'nonprofit',
  'educational',
  'consulting',
  'foundation',
  'contractor',
] as const
export type OrganizationCategory = (typeof organizationCategories)[number]

export const networkLinkTypes = ['employment', 'collaboration', 'project', 'skill'] as const
export type NetworkLinkType = (typeof networkLinkTypes)[number]

/** The owner's node; its name and description come from the owner profile. */
export const centerNodeId = 'center'

/**
 * Node colours sit between 3:1 against white and 3:1 against the dark theme's background and cards,
 * so every node stays visible as a graphic in both themes.
 */
export const networkPalette = {
  center: '#2563eb',
  federal: '#6366f1',
  nonprofit: '#0d9488',
  educational: '#a855f7',
  consulting: '#b45309',
  foundation: '#db2777',
  contractor: '#0891b2',
  project: '#059669',
  skill: '#64748b',
} as const

export type NetworkNode = z.output<typeof networkNodeSchema>
export type NetworkLink = z.output<typeof networkLinkSchema>

function organization(id: string, name: string, category: OrganizationCategory, description: string) {
  return {
    id,
    name,
    type: 'organization' as const,
    category,
    size: 13,
    color: networkPalette[category],
    description,
  }
}

function project(id: string, name: string, description: string) {
  return { id, name, type: 'project' as const, size: 10, color: networkPalette.project, description }
}

function skill(id: string, name: string, description: string) {
  return { id, name, type: 'skill' as const, size: 7, color: networkPalette.skill, description }
}

/** Organizations are the fictional ones of the Worked With wall and the career timeline. */
const nodes: NetworkNode[] = [
  organization(
    'office-of-benefits-modernization',
    'Office of Benefits Modernization',
    'federal',
    'Federal program office modernizing how benefits are applied for, decided and paid.',
  ),
  organization(
    'grants-modernization-program-office',
    'Grants Modernization Program Office',
    'federal',
    'Federal office consolidating grants management systems across several agencies.',
  ),
  organization(
    'benefits-delivery-administration',
    'Benefits Delivery Administration',
    'federal',
    'Federal benefits agency; its Office of the CIO runs case management for millions of claimants.',
  ),
  organization(
    'federal-records-innovation-office',
    'Federal Records Innovation Office',
    'federal',
    'Federal office responsible for records management and FOIA operations.',
  ),
  organization(
    'chesapeake-climate-alliance',
    'Chesapeake Climate Alliance',
    'nonprofit',
    'Regional coalition funding and tracking climate resilience projects around the bay.',
  ),
  organization(
    'chesapeake-regional-health-alliance',
    'Chesapeake Regional Health Alliance',
    'nonprofit',
    'Network of community hospitals and clinics sharing security and workforce programs.',
  ),
  organization(
    'bluestone-civic-data-lab',
    'Bluestone Civic Data Lab',
    'nonprofit',
    'Nonprofit lab that helps public agencies publish open, usable service data.',
  ),
  organization(
    'tidewater-workforce-collaborative',
    'Tidewater Workforce Collaborative',
    'nonprofit',
    'Workforce development nonprofit connecting job seekers with training and employers.',
  ),
  organization(
    'harbor-point-community-foundation',
    'Harbor Point Community Foundation',
    'foundation',
    'Community foundation funding housing, health and digital inclusion programs.',
  ),
  organization(
    'greenway-energy-futures-fund',
    'Greenway Energy Futures Fund',
    'foundation',
    'Grantmaker supporting clean transportation and energy transition projects.',
  ),
  organization(
    'ashgrove-state-university',
    'Ashgrove State University',
    'educational',
    'Public university with a growing research computing and cloud estate.',
  ),
  organization(
    'eastshore-college-of-public-administration',
    'Eastshore College of Public Administration',
    'educational',
    'Graduate school of public administration; home of a digital government seminar.',
  ),
  organization(
    'ridgeline-federal-partners',
    'Ridgeline Federal Partners',
    'contractor',
    'Federal systems integrator delivering modernization programs for civilian agencies.',
  ),
  organization(
    'kestrel-cloud-systems',
    'Kestrel Cloud Systems',
    'contractor',
    'Software-as-a-service provider holding a FedRAMP Moderate authorization.',
  ),
  organization(
    'alder-and-finch-consulting',
    'Alder & Finch Consulting',
    'consulting',
    'Mid-Atlantic consultancy for state agencies, universities and nonprofits.',
  ),

  project(
    'foia-request-triage',
    'AI-Assisted FOIA Request Triage',
    'Triage assistant that classifies FOIA requests and suggests responsive offices, with analysts reviewing every suggestion.',
  ),
  project(
    'grantbrief-application-summarizer',
    'GrantBrief Application Summarizer',
    'Pipeline that turns grant applications into two-page reviewer briefs linked back to their source pages.',
  ),
  project(
    'ai-use-case-inventory-workbench',
    'AI Use-Case Inventory Workbench',
    'Register for capturing, scoring and governing an agency’s AI use cases all year round.',
  ),
  project(
    'fedramp-continuous-monitoring-dashboard',
    'FedRAMP Continuous Monitoring Dashboard',
    'Tracks scan findings and POA&M deadlines and produces OSCAL deliverables for the authorizing agency.',
  ),
  project(
    'phased-zero-trust-migration',
    'Phased Zero Trust Migration',
    'Application-by-application move to identity-aware access and phishing-resistant MFA before retiring the VPN.',
  ),
  project(
    'phishing-resilience-program',
    'Phishing Resilience Program',
    'Realistic simulations paired with two-minute lessons; the simulated click rate fell from 19 to 4 percent.',
  ),
  project(
    'section-508-remediation-program',
    'Section 508 Accessibility Remediation Program',
    'Remediation across 40 public applications with automated checks and assistive-technology testing.',
  ),
  project(
    'pulse-wellbeing-check-in',
    'Pulse Employee Wellbeing Check-In',
    'Weekly two-question check-in designed with unions and privacy counsel, reporting only aggregates.',
  ),
  project(
    'benefits-eligibility-wizard',
    'Plain-Language Benefits Eligibility Wizard',
    'Short, plain-language screener in English and Spanish that replaced a 14-page PDF.',
  ),
  project(
    'grant-portfolio-carbon-accounting',
    'Grant Portfolio Carbon Accounting Tool',
    'Estimates the emissions of a grant portfolio with GHG Protocol methods and visible uncertainty.',
  ),
  project(
    'cloud-carbon-and-cost-dashboard',
    'Cloud Carbon and Cost Dashboard',
    'Puts estimated emissions next to spend for every tagged cloud workload.',
  ),
  project(
    'fleet-electrification-planning-model',
    'Fleet Electrification Planning Model',
    'Ranks which of 900 light-duty vehicles to electrify first by duty cycle, charging and total cost.',
  ),
  project(
    'portfolio-governance-model',
    'Portfolio Governance Model',
    'One intake, status cadence and risk register for 34 modernization programs worth $38M.',
  ),
  project(
    'grant-intake-redesign',
    'Grant Intake Redesign',
    'Simplified grant intake for a workforce nonprofit, halving the time from application to decision.',
  ),
  project(
    'open-service-data-portal',
    'Open Service Data Portal',
    'Publishes human-services statistics as open data with a plain-language data dictionary.',
  ),

  skill(
    'ai-strategy',
    'AI Strategy',
    'Turning AI ambitions into a ranked, funded backlog with named owners.',
  ),
  skill(
    'generative-ai',
    'Generative AI',
    'Retrieval, summarization and classification with human review built in.',
  ),
  skill(
    'ai-governance',
    'AI Governance',
    'Use-case inventories, risk screening and oversight for rights- and safety-impacting AI.',
  ),
  skill(
    'data-analytics',
    'Data Analytics',
    'Dashboards and models that answer the questions leaders actually ask.',
  ),
  skill(
    'cloud-architecture',
    'Cloud Architecture',
    'Secure, cost-aware landing zones and migrations on AWS and Azure.',
  ),
  skill('fedramp', 'FedRAMP', 'Authorization packages, continuous monitoring and POA&M management.'),
  skill(
    'fisma-and-ato',
    'FISMA & ATO',
    'NIST SP 800-53 controls, system security plans and authority to operate.',
  ),
  skill(
    'zero-trust',
    'Zero Trust',
    'Identity-centred access, phishing-resistant MFA and phased migration plans.',
  ),
  skill(
    'security-awareness',
    'Security Awareness',
    'Training and simulations that change behaviour, measured over time.',
  ),
  skill(
    'section-508',
    'Section 508',
    'Accessibility as a release gate, from automated checks to assistive-technology testing.',
  ),
  skill(
    'human-centered-design',
    'Human-Centered Design',
    'Research with the people who use a service, before and during delivery.',
  ),
  skill(
    'plain-language',
    'Plain Language',
    'Forms and guidance that people can understand on the first read.',
  ),
  skill(
    'change-management',
    'Change Management',
    'Training, champions and adoption measures so new tools are actually used.',
  ),
  skill(
    'program-management',
    'Program Management',
    'Schedules, risks and budgets managed with a steady weekly cadence.',
  ),
  skill(
    'it-portfolio-governance',
    'IT Portfolio Governance',
    'Intake, prioritization and FITARA-ready reporting across many programs.',
  ),
  skill(
    'enterprise-architecture',
    'Enterprise Architecture',
    'Capability models and target architectures that guide investment.',
  ),
  skill('finops', 'FinOps', 'Cloud cost visibility and optimization tied to the teams that spend.'),
  skill(
    'carbon-accounting',
    'Carbon Accounting',
    'GHG Protocol estimates for portfolios, fleets and cloud estates.',
  ),
  skill('open-data', 'Open Data', 'Publishing data people can find, trust and reuse.'),
  skill(
    'stakeholder-engagement',
    'Stakeholder Engagement',
    'Bringing executives, staff, unions and partners to shared decisions.',
  ),
]

function link(source: string, target: string, type: NetworkLinkType, strength: number, description: string) {
  return { source, target, type, strength, description }
}

const links: NetworkLink[] = [
  // The owner and the organizations: former employers and clients or partners.
  link(
    centerNodeId,
    'ridgeline-federal-partners',
    'employment',
    0.9,
    'Director, Digital Transformation PMO, 2019–2022',
  ),
  link(
    centerNodeId,
    'benefits-delivery-administration',
    'employment',
    0.9,
    'Senior IT Program Manager, Office of the CIO, 2016–2019',
  ),
  link(
    centerNodeId,
    'kestrel-cloud-systems',
    'employment',
    0.8,
    'Cybersecurity & Compliance Lead, 2014–2016',
  ),
  link(centerNodeId, 'alder-and-finch-consulting', 'employment', 0.7, 'Technology Consultant, 2010–2012'),
  link(
    centerNodeId,
    'office-of-benefits-modernization',
    'collaboration',
    0.8,
    'AI strategy sprint and zero trust roadmap',
  ),
  link(
    centerNodeId,
    'grants-modernization-program-office',
    'collaboration',
    0.7,
    'Portfolio governance and AI use-case inventory',
  ),
  link(centerNodeId, 'federal-records-innovation-office', 'collaboration', 0.6, 'FOIA modernization advisor'),
  link(
    centerNodeId,
    'chesapeake-climate-alliance',
    'collaboration',
    0.6,
    'Carbon accounting approach for the grant portfolio',
  ),
  link(
    centerNodeId,
    'chesapeake-regional-health-alliance',
    'collaboration',
    0.5,
    'Security awareness and wellbeing programs',
  ),
  link(centerNodeId, 'bluestone-civic-data-lab', 'collaboration', 0.4, 'Open-data publishing partner'),
  link(
    centerNodeId,
    'tidewater-workforce-collaborative',
    'collaboration',
    0.4,
    'Grant intake redesign and phishing resilience',
  ),
  link(
    centerNodeId,
    'harbor-point-community-foundation',
    'collaboration',
    0.6,
    'Accessible, plain-language eligibility screener',
  ),
  link(
    centerNodeId,
    'greenway-energy-futures-fund',
    'collaboration',
    0.5,
    'Grant review and fleet planning support',
  ),
  link(
    centerNodeId,
    'ashgrove-state-university',
    'collaboration',
    0.4,
    'Systems selection and cloud cost review',
  ),
  link(
    centerNodeId,
    'eastshore-college-of-public-administration',
    'collaboration',
    0.3,
    'Guest lecturer, digital government seminar',
  ),

  // The owner and the projects led or advised.
  link(centerNodeId, 'foia-request-triage', 'project', 0.7, 'Product lead for the pilot'),
  link(centerNodeId, 'grantbrief-application-summarizer', 'project', 0.5, 'Solution architect'),
  link(
    centerNodeId,
    'ai-use-case-inventory-workbench',
    'project',
    0.6,
    'Designed the intake and scoring model',
  ),
  link(centerNodeId, 'fedramp-continuous-monitoring-dashboard', 'project', 0.7, 'Compliance lead'),
  link(centerNodeId, 'phased-zero-trust-migration', 'project', 0.8, 'Roadmap author and migration lead'),
  link(centerNodeId, 'phishing-resilience-program', 'project', 0.4, 'Program designer'),
  link(centerNodeId, 'section-508-remediation-program', 'project', 0.8, 'Program manager'),
  link(centerNodeId, 'pulse-wellbeing-check-in', 'project', 0.4, 'Privacy and adoption advisor'),
  link(centerNodeId, 'benefits-eligibility-wizard', 'project', 0.5, 'Service design coach'),
  link(centerNodeId, 'grant-portfolio-carbon-accounting', 'project', 0.6, 'Methodology lead'),
  link(centerNodeId, 'cloud-carbon-and-cost-dashboard', 'project', 0.5, 'FinOps advisor'),
  link(centerNodeId, 'fleet-electrification-planning-model', 'project', 0.4, 'Planning model reviewer'),
  link(centerNodeId, 'portfolio-governance-model', 'project', 0.9, 'PMO director'),
  link(centerNodeId, 'grant-intake-redesign', 'project', 0.5, 'Process and technology lead'),
  link(centerNodeId, 'open-service-data-portal', 'project', 0.3, 'Architecture partner'),

  // Where each project was delivered.
  link(
    'foia-request-triage',
    'federal-records-innovation-office',
    'project',
    0.8,
    'Piloted in the FOIA intake office',
  ),
  link(
    'grantbrief-application-summarizer',
    'greenway-energy-futures-fund',
    'project',
    0.6,
    'Used for a 1,200-application review cycle',
  ),
  link(
    'ai-use-case-inventory-workbench',
    'office-of-benefits-modernization',
    'project',
    0.6,
    'Follow-on from the AI strategy sprint',
  ),
  link(
    'ai-use-case-inventory-workbench',
    'grants-modernization-program-office',
    'project',
    0.4,
    'Adopted for the annual inventory',
  ),
  link(
    'fedramp-continuous-monitoring-dashboard',
    'kestrel-cloud-systems',
    'project',
    0.8,
    'Monthly continuous monitoring deliverables',
  ),
  link(
    'phased-zero-trust-migration',
    'office-of-benefits-modernization',
    'project',
    0.7,
    '80 applications behind identity-aware access',
  ),
  link(
    'phishing-resilience-program',
    'tidewater-workforce-collaborative',
    'project',
    0.5,
    'Year-long program for staff and volunteers',
  ),
  link(
    'phishing-resilience-program',
    'chesapeake-regional-health-alliance',
    'project',
    0.4,
    'Extended to member clinics',
  ),
  link(
    'section-508-remediation-program',
    'benefits-delivery-administration',
    'project',
    0.9,
    'Across 40 public-facing applications',
  ),
  link(
    'pulse-wellbeing-check-in',
    'chesapeake-regional-health-alliance',
    'project',
    0.6,
    'Rolled out to distributed care teams',
  ),
  link(
    'benefits-eligibility-wizard',
    'harbor-point-community-foundation',
    'project',
    0.7,
    'Funded and launched with grantee partners',
  ),
  link(
    'grant-portfolio-carbon-accounting',
    'chesapeake-climate-alliance',
    'project',
    0.8,
    'Grant portfolio emissions dashboard',
  ),
  link(
    'grant-portfolio-carbon-accounting',
    'harbor-point-community-foundation',
    'project',
    0.3,
    'Applied to the foundation’s own portfolio',
  ),
  link(
    'cloud-carbon-and-cost-dashboard',
    'ashgrove-state-university',
    'project',
    0.5,
    'Research computing cloud estate',
  ),
  link(
    'fleet-electrification-planning-model',
    'greenway-energy-futures-fund',
    'project',
    0.5,
    'Funded planning study',
  ),
  link(
    'portfolio-governance-model',
    'grants-modernization-program-office',
    'project',
    0.8,
    '34 programs under one governance cadence',
  ),
  link(
    'portfolio-governance-model',
    'ridgeline-federal-partners',
    'project',
    0.7,
    'Delivered by the Ridgeline PMO',
  ),
  link(
    'grant-intake-redesign',
    'alder-and-finch-consulting',
    'project',
    0.7,
    'Delivered as an Alder & Finch engagement',
  ),
  link(
    'grant-intake-redesign',
    'tidewater-workforce-collaborative',
    'project',
    0.6,
    'Intake redesigned for program staff and applicants',
  ),
  link(
    'open-service-data-portal',
    'bluestone-civic-data-lab',
    'project',
    0.6,
    'Open-data publishing pipeline',
  ),

  // The owner's skills and the projects that used them.
  link(centerNodeId, 'ai-strategy', 'skill', 0.9, 'Core practice'),
  link(centerNodeId, 'generative-ai', 'skill', 0.7, 'Applied in production pilots'),
  link(centerNodeId, 'ai-governance', 'skill', 0.8, 'Inventories and risk screening'),
  link(centerNodeId, 'data-analytics', 'skill', 0.6, 'Decision dashboards'),
  link(centerNodeId, 'cloud-architecture', 'skill', 0.7, 'Migrations and landing zones'),
  link(centerNodeId, 'fedramp', 'skill', 0.8, 'Authorizations and continuous monitoring'),
  link(centerNodeId, 'fisma-and-ato', 'skill', 0.8, 'Security plans and ATOs'),
  link(centerNodeId, 'zero-trust', 'skill', 0.7, 'Roadmaps and migrations'),
  link(centerNodeId, 'security-awareness', 'skill', 0.5, 'Training programs'),
  link(centerNodeId, 'section-508', 'skill', 0.8, 'Accessibility programs'),
  link(centerNodeId, 'human-centered-design', 'skill', 0.6, 'Service design'),
  link(centerNodeId, 'plain-language', 'skill', 0.5, 'Forms and guidance'),
  link(centerNodeId, 'change-management', 'skill', 0.7, 'Adoption and training'),
  link(centerNodeId, 'program-management', 'skill', 0.9, 'Programs of up to $38M'),
  link(centerNodeId, 'it-portfolio-governance', 'skill', 0.9, 'FITARA-ready portfolios'),
  link(centerNodeId, 'enterprise-architecture', 'skill', 0.7, 'Target architectures'),
  link(centerNodeId, 'finops', 'skill', 0.5, 'Cloud cost reviews'),
  link(centerNodeId, 'carbon-accounting', 'skill', 0.6, 'Portfolio and cloud emissions'),
  link(centerNodeId, 'open-data', 'skill', 0.4, 'Open publishing'),
  link(centerNodeId, 'stakeholder-engagement', 'skill', 0.8, 'Every engagement'),
  link('ai-strategy', 'ai-use-case-inventory-workbench', 'skill', 0.6, 'Use-case scoring'),
  link('generative-ai', 'foia-request-triage', 'skill', 0.7, 'Request classification'),
  link('generative-ai', 'grantbrief-application-summarizer', 'skill', 0.7, 'Application summaries'),
  link(
    'ai-governance',
    'ai-use-case-inventory-workbench',
    'skill',
    0.8,
    'Rights- and safety-impact screening',
  ),
  link('ai-governance', 'foia-request-triage', 'skill', 0.5, 'Human review of every suggestion'),
  link('data-analytics', 'fleet-electrification-planning-model', 'skill', 0.6, 'Duty-cycle analysis'),
  link('data-analytics', 'open-service-data-portal', 'skill', 0.4, 'Service statistics'),
  link(
    'cloud-architecture',
    'cloud-carbon-and-cost-dashboard',
    'skill',
    0.6,
    'Workload tagging across two clouds',
  ),
  link('fedramp', 'fedramp-continuous-monitoring-dashboard', 'skill', 0.9, 'Continuous monitoring'),
  link(
    'fisma-and-ato',
    'fedramp-continuous-monitoring-dashboard',
    'skill',
    0.6,
    'NIST SP 800-53 control tracking',
  ),
  link('zero-trust', 'phased-zero-trust-migration', 'skill', 0.9, 'Identity-aware access'),
  link(
    'security-awareness',
    'phishing-resilience-program',
    'skill',
    0.8,
    'Micro-lessons at the moment of a click',
  ),
  link('section-508', 'section-508-remediation-program', 'skill', 0.9, 'Release gate'),
  link('human-centered-design', 'benefits-eligibility-wizard', 'skill', 0.7, 'Research with residents'),
  link('human-centered-design', 'pulse-wellbeing-check-in', 'skill', 0.6, 'Designed with staff and unions'),
  link('plain-language', 'benefits-eligibility-wizard', 'skill', 0.8, 'Question flow rewrite'),
  link('change-management', 'phased-zero-trust-migration', 'skill', 0.5, 'Staff onboarding to MFA'),
  link('program-management', 'portfolio-governance-model', 'skill', 0.8, 'Weekly cadence'),
  link('it-portfolio-governance', 'portfolio-governance-model', 'skill', 0.9, 'Single risk register'),
  link('enterprise-architecture', 'open-service-data-portal', 'skill', 0.5, 'Capability model'),
  link(
    'change-management',
    'grant-intake-redesign',
    'skill',
    0.5,
    'New intake rolled out with program staff',
  ),
  link('finops', 'cloud-carbon-and-cost-dashboard', 'skill', 0.8, 'Spend per workload'),
  link('carbon-accounting', 'grant-portfolio-carbon-accounting', 'skill', 0.9, 'GHG Protocol methods'),
  link('carbon-accounting', 'cloud-carbon-and-cost-dashboard', 'skill', 0.6, 'Emissions per workload'),
  link('open-data', 'open-service-data-portal', 'skill', 0.8, 'Open publishing pipeline'),
  link('stakeholder-engagement', 'pulse-wellbeing-check-in', 'skill', 0.5, 'Unions and privacy counsel'),
]

export const networkNodes: NetworkNode[] = nodes

export const networkLinks: NetworkLink[] = links

/** The whole graph: the owner at the center, named and described from the owner profile. */
export function buildNetwork(owner: { name: string; title: string }): {
  nodes: NetworkNode[]
  links: NetworkLink[]
} {
  const center: NetworkNode = {
    id: centerNodeId,
    name: owner.name,
    type: 'center',
    size: 22,
    color: networkPalette.center,
    description: owner.title,
  }
  return { nodes: [center, ...networkNodes], links: networkLinks }
}
