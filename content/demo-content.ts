import type { BlogPostDraft, ProjectDraft, TestimonialDraft } from '~/db/factories.ts'
import { demoContentEs } from './demo-content.es.ts'
import { demoContentFr } from './demo-content.fr.ts'
import { withTranslations } from './demo-translations.ts'

/** A seeded row with its original creation time (ISO-8601 UTC), so ordering by date is meaningful. */
export type Dated<T> = T & { createdAt: string }

/** Demo projects seeded into an empty database on first start. Images are added later from the admin. */
const projects: Dated<ProjectDraft>[] = [
  {
    title: 'AI-Assisted FOIA Request Triage',
    slug: 'ai-assisted-foia-request-triage',
    description:
      'A triage assistant for a federal FOIA office that classifies incoming requests by complexity, detects duplicates and near-duplicates, and suggests the responsive program offices. Analysts review every suggestion before it takes effect, and possible exemptions are flagged for human judgment, never applied automatically. The pilot cut average intake time from four days to under one and gave the office its first reliable backlog forecast.',
    category: 'productivity-ai',
    caseStudyUrl: '/case-studies',
    technologies: [
      'Python',
      'Azure OpenAI Service',
      'FastAPI',
      'PostgreSQL',
      'pgvector',
      'React',
      'Power BI',
    ],
    featured: 1,
    createdAt: '2025-06-05T14:00:00.000Z',
  },
  {
    title: 'GrantBrief Application Summarizer',
    slug: 'grantbrief-application-summarizer',
    description:
      'A document pipeline that extracts budgets, objectives and eligibility facts from grant applications and produces a structured two-page brief for each reviewer panel. Every extracted figure links back to its page in the source PDF so reviewers can verify it in seconds. A regional grantmaker used it to review a 1,200-application cycle with the same staff as the previous 700-application cycle.',
    category: 'productivity-ai',
    liveUrl: 'https://grantbrief.io',
    demoUrl: 'https://demo.grantbrief.io',
    technologies: ['Python', 'Amazon Bedrock', 'Amazon Textract', 'AWS Step Functions', 'TypeScript'],
    createdAt: '2025-09-09T15:30:00.000Z',
  },
  {
    title: 'AI Use-Case Inventory Workbench',
    slug: 'ai-use-case-inventory-workbench',
    description:
      'A lightweight register that helps an agency capture, score and govern its AI use cases in one place instead of a yearly spreadsheet scramble. Intake screens for rights-impacting and safety-impacting uses, owners update status as work moves from exploration to production, and the annual inventory becomes an export.',
    category: 'productivity-ai',
    demoUrl: 'https://demo.usecaseledger.com',
    technologies: ['TypeScript', 'React', 'Node.js', 'SQLite', 'Zod'],
    createdAt: '2026-04-14T13:00:00.000Z',
  },
  {
    title: 'FedRAMP Continuous Monitoring Dashboard',
    slug: 'fedramp-continuous-monitoring-dashboard',
    description:
      'A continuous monitoring dashboard for a cloud service provider holding a FedRAMP Moderate authorization. It ingests monthly vulnerability scans and POA&M data, tracks remediation deadlines by severity, and generates OSCAL-formatted deliverables for the authorizing agency. Late findings dropped by 70 percent in the first two quarters after launch.',
    category: 'cybersecurity',
    caseStudyUrl: '/case-studies',
    technologies: ['Python', 'OSCAL', 'AWS Security Hub', 'Splunk', 'Grafana', 'Terraform'],
    featured: 1,
    createdAt: '2025-07-22T13:45:00.000Z',
  },
  {
    title: 'Phased Zero Trust Migration',
    slug: 'phased-zero-trust-migration',
    description:
      'A zero trust roadmap and migration for a civilian agency component of 6,000 staff, sequenced application by application rather than as a single cutover. The program consolidated identity, moved every privileged user to phishing-resistant MFA, and placed 80 applications behind identity-aware access before the legacy VPN was retired.',
    category: 'cybersecurity',
    technologies: [
      'Microsoft Entra ID',
      'Okta',
      'Zscaler Private Access',
      'CrowdStrike Falcon',
      'FIDO2',
      'Terraform',
    ],
    createdAt: '2025-11-18T15:00:00.000Z',
  },
  {
    title: 'Phishing Resilience Program',
    slug: 'phishing-resilience-program',
    description:
      'A year-long phishing resilience program for a national nonprofit that paired realistic simulations with two-minute micro-lessons delivered at the moment of a click. Reporting of suspicious messages tripled, and the click rate on simulated campaigns fell from 19 to 4 percent.',
    category: 'cybersecurity',
    demoUrl: 'https://demo.hooklinetraining.com',
    technologies: ['Microsoft Defender for Office 365', 'Power Automate', 'Power BI', 'SharePoint'],
    createdAt: '2026-02-10T14:15:00.000Z',
  },
  {
    title: 'Section 508 Accessibility Remediation Program',
    slug: 'section-508-accessibility-remediation-program',
    description:
      'An accessibility remediation program across 40 public-facing applications at a federal benefits agency. Automated checks now run on every pull request, a shared component library replaced a dozen inaccessible widgets, and people who use assistive technology test each major release. Open severe accessibility defects fell from 1,100 to under 60 in eighteen months.',
    category: 'wellbeing-ux',
    caseStudyUrl: '/case-studies',
    technologies: [
      'axe-core',
      'Playwright',
      'React',
      'U.S. Web Design System',
      'NVDA',
      'JAWS',
      'GitHub Actions',
    ],
    featured: 1,
    createdAt: '2025-10-07T13:30:00.000Z',
  },
  {
    title: 'Pulse Employee Wellbeing Check-In',
    slug: 'pulse-employee-wellbeing-check-in',
    description:
      'A weekly two-question wellbeing check-in for distributed teams, designed with employee unions and privacy counsel from the start. Managers only see aggregated results for groups of eight or more, and staff who report a hard week are offered support resources privately. Participation held above 70 percent through the first year.',
    category: 'wellbeing-ux',
    liveUrl: 'https://pulsecheckin.app',
    demoUrl: 'https://demo.pulsecheckin.app',
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Auth0'],
    createdAt: '2026-01-13T16:00:00.000Z',
  },
  {
    title: 'Plain-Language Benefits Eligibility Wizard',
    slug: 'plain-language-benefits-eligibility-wizard',
    description:
      'A mobile-first eligibility screener for a community services nonprofit that replaced a 14-page PDF with a short, plain-language question flow. It works with screen readers and in Spanish, and takes most residents under five minutes to complete.',
    category: 'wellbeing-ux',
    liveUrl: 'https://benefitpath.org',
    demoUrl: 'https://demo.benefitpath.org',
    technologies: ['Remix', 'TypeScript', 'U.S. Web Design System', 'Tailwind CSS'],
    createdAt: '2026-06-23T14:30:00.000Z',
  },
  {
    title: 'Grant Portfolio Carbon Accounting Tool',
    slug: 'grant-portfolio-carbon-accounting-tool',
    description:
      'A carbon accounting tool that estimates the emissions associated with a foundation grant portfolio, from grantee travel and facilities to funded construction. It applies GHG Protocol methods to the data grantees already report, shows the uncertainty behind every figure, and lets program officers compare portfolios year over year.',
    category: 'sustainability',
    demoUrl: 'https://demo.carbonledger.earth',
    caseStudyUrl: '/case-studies',
    technologies: ['Python', 'dbt', 'Snowflake', 'Streamlit', 'GHG Protocol', 'Climatiq API'],
    featured: 1,
    createdAt: '2026-03-03T13:00:00.000Z',
  },
  {
    title: 'Cloud Carbon and Cost Dashboard',
    slug: 'cloud-carbon-and-cost-dashboard',
    description:
      'A monthly FinOps view that puts estimated emissions next to spend for every tagged workload across two cloud providers. Scheduling non-production environments and moving batch jobs to lower-carbon regions cut the estate footprint by an estimated 31 percent and its bill by 18 percent.',
    category: 'sustainability',
    technologies: [
      'Cloud Carbon Footprint',
      'AWS Cost and Usage Reports',
      'Azure Cost Management',
      'Grafana',
      'Terraform',
    ],
    createdAt: '2026-08-11T15:45:00.000Z',
  },
  {
    title: 'Fleet Electrification Planning Model',
    slug: 'fleet-electrification-planning-model',
    description:
      'A planning model that helped a state transportation agency decide which of its 900 light-duty vehicles to replace with electric models first, based on duty cycles, depot charging capacity and total cost of ownership. The resulting five-year plan was adopted in the agency budget request.',
    category: 'sustainability',
    technologies: ['Python', 'GeoPandas', 'PostGIS', 'Power BI'],
    createdAt: '2026-10-20T14:00:00.000Z',
  },
]

/** Demo testimonials; the people and organizations are fictional. */
const testimonials: Dated<TestimonialDraft>[] = [
  {
    name: 'Denise Okafor',
    title: 'Deputy Program Manager',
    company: 'Grants Modernization Program Office',
    content:
      'Jordan turned a two-year wish list into a 90-day plan our leadership could fund. The first pilot was in production before the end of the fiscal year, and our reviewers actually asked for the next one.',
    rating: 5,
    createdAt: '2025-08-19T14:00:00.000Z',
  },
  {
    name: 'Marcus Lindqvist',
    title: 'Chief Information Security Officer',
    company: 'Chesapeake Regional Health Alliance',
    content:
      'Our zero trust program had stalled twice before Jordan arrived. Sequencing it application by application got us moving again without a single lost day for clinical staff.',
    rating: 5,
    createdAt: '2025-12-02T15:30:00.000Z',
  },
  {
    name: 'Priya Raman',
    title: 'Director of Digital Services',
    company: 'Harbor Point Community Foundation',
    content:
      'Jordan made accessibility and plain language part of how we build, not a checklist at the end. Residents now finish our eligibility screener in minutes instead of calling us for help.',
    rating: 5,
    createdAt: '2026-03-24T13:15:00.000Z',
  },
  {
    name: 'Thomas Beaumont',
    title: 'VP, Enterprise Architecture',
    company: 'Meridian Logistics Group',
    content:
      'The AI strategy sprint gave us a ranked backlog and clear owners in two weeks. We would have liked a little more time on the data assessment, but the roadmap has held up well.',
    rating: 4,
    createdAt: '2026-06-09T16:00:00.000Z',
  },
  {
    name: 'Angela Whitfield',
    title: 'Section 508 Program Manager',
    company: 'Office of the CIO, Benefits Delivery Administration',
    content:
      'In eighteen months we went from audit findings we dreaded to releases we are proud of. Jordan brought the engineers, the testers and the program office to the same table.',
    rating: 5,
    createdAt: '2026-09-15T14:45:00.000Z',
  },
]

/** Demo blog posts: eight published across the three categories and one draft, the newest. */
const blogPosts: Dated<BlogPostDraft>[] = [
  {
    title: 'Leading through a modernization that outlasts you',
    slug: 'leading-through-a-modernization-that-outlasts-you',
    excerpt:
      'Long modernization programs routinely outlive the executives who start them. Here is how to lead one so that it keeps going after you leave.',
    content: `Large federal modernization programs commonly run longer than the tenure of the executives who start them. Political appointees change with administrations, career executives rotate, and program managers are promoted or recruited away. A seven-year effort to replace a benefits system or a financial platform may see three CIOs and four program managers before it is finished.

Leaders in that position face an unusual challenge. Their job is not only to make progress during their tenure but to leave the program in a state where it can keep going without them. That calls for a different set of priorities than the ones that get rewarded in a single performance cycle.

## Make the program legible

The first duty is to make the program understandable to someone arriving cold. New leaders inherit a program through its documents, its dashboards and the people who stay. If the rationale for key decisions lives only in a departing executive's memory, the next leader will reopen those decisions, and months will be lost relitigating settled questions.

- Keep a short decision log recording what was decided, what alternatives were considered, and why
- Maintain a one-page program summary that a new deputy secretary could read on the first day
- Make sure cost, schedule and scope data come from systems of record, not from someone's personal spreadsheet

## Deliver in increments that stand on their own

The surest protection against a program being cancelled or redirected after a leadership change is working software that people depend on. A program that has already retired two legacy modules and moved half its users is far harder to stop than one that has spent three years on requirements and design.

Structure the roadmap so that each release delivers value even if the program stopped the next day. This is good practice for any program. For a long one, it is also insurance.

## Build the bench

Leaders who plan for succession invest heavily in the people who will stay. That means giving career staff real decision authority rather than routing every choice upward, pairing contractors with federal staff so that knowledge transfers to the government, and making sure that the product owner, the lead architect and the contracting officer's representative each have a capable deputy.

It also means resisting the temptation to become the program's single point of failure. If every important meeting requires your presence, the program will stall the week you leave.

## Protect the mission narrative

Every long program needs a clear story about why it matters, told in terms of the people it serves rather than the technology it uses. Veterans waiting for claims decisions, small businesses waiting for loan approvals, families waiting for benefits: that story survives leadership changes far better than an architecture diagram. New leaders adopt programs whose purpose they can explain to their own leadership in one sentence.

> You will probably not be there when it launches. Lead as if the person who is there will judge your work by how easy you made their job.

## Handle the transition deliberately

When you know you are leaving, treat the handover as a deliverable. Write an honest transition memo covering what is going well, what is at risk, which commitments are outstanding and which relationships matter. Introduce your successor to key stakeholders in person where you can, including the appropriations staff and the inspector general's team. Resist the urge to make large, irreversible decisions in your final weeks that your successor will have to live with.

## A measure of success

A useful way to judge your tenure on a long program is to ask three questions a year after you leave:

- Did the next releases ship on roughly the schedule you left behind?
- Did your successor keep the major decisions you made, because the reasons were clear?
- Are the people you developed now running parts of the program?

If the answers are yes, you led the program well, regardless of whose name is on the launch announcement.`,
    category: 'Leadership',
    tags: ['Technology Leadership', 'Change Management', 'Digital Transformation'],
    createdAt: '2025-08-12T14:00:00.000Z',
  },
  {
    title: 'FITARA scorecards as a management tool',
    slug: 'fitara-scorecards-as-a-management-tool',
    excerpt:
      'Most agencies treat the FITARA scorecard as a report card to explain away. Read backward, it is one of the most useful management instruments a CIO has.',
    content: `Twice a year, agency CIOs receive a letter grade on the House Oversight Committee's FITARA scorecard, and twice a year a predictable cycle follows. A grade drops, a briefing is scheduled, someone is asked to explain the drop, and a small team spends a few weeks working the specific metric until the next scorecard. Then attention moves on.

That cycle treats the scorecard as a report card. It works much better as an instrument panel. The categories it has measured over the years, including CIO authority, incremental development, cybersecurity, software licensing and the transition off legacy telecommunications contracts, are a reasonable proxy for whether an IT organization is run with discipline. Used well, they give a CIO a shared vocabulary with the deputy secretary, the CFO and the program offices.

## Read the grade backward

A letter grade is a lagging indicator built from data submitted months earlier. By the time it is published, the underlying behavior has already happened. The useful move is to trace each category back to the internal process that produces it and ask who owns that process today.

- **CIO authority** traces back to whether the CIO actually reviews IT spending during budget formulation and major acquisitions, rather than just signing the certification
- **Incremental development** traces back to how programs plan releases and whether governance boards ask to see working software every six months
- **Software licensing** traces back to whether anyone maintains an inventory of entitlements and compares it with actual use
- **Cybersecurity** traces back to the agency's FISMA metrics and how quickly findings are closed

Once each category has a named process owner, the scorecard stops being the CIO's problem alone and becomes a portfolio of management improvements with clear accountability.

## Build a quarterly internal scorecard

Do not wait for Congress to tell you how you are doing. Recreate the scoring method internally, using your own current data, and run it every quarter. This takes a few days the first time and a few hours thereafter. It gives you two advantages: you see the trend before anyone outside does, and you can break the agency-wide number down by bureau or component, which is where improvement actually happens.

I recommend presenting the internal scorecard at the same investment review board that looks at major programs. Putting the two side by side makes the connection obvious. The program running eighteen months late with no released functionality is also the reason the incremental development grade is a C.

## Choose one category per cycle

Trying to improve every category at once usually means improving none. Pick the one where a realistic management change can move the grade within two scoring cycles, fund it, and make the improvement durable. Software licensing is often the best first target, because the work, a license inventory and a rationalization plan, also produces savings that can fund the next improvement.

> A grade you improved by gaming a metric will drop again. A grade you improved by changing how decisions get made tends to stay.

## Use it to strengthen the CIO's hand

The most valuable use of the scorecard is not the grade but the conversation it permits. The CIO authority category in particular gives a CIO an external, bipartisan reason to ask for a real seat in budget formulation, acquisition planning and IT workforce decisions. Framed well, the message to agency leadership is not that IT wants more control. It is that Congress measures the agency on whether IT spending is coordinated, and here is the specific process change that would let us show that it is.

## What to do this quarter

- Map every scorecard category to an internal process and a named owner
- Rebuild the scoring method with your own current data and brief it internally
- Pick one category to move in the next two cycles and fund the change
- Bring the internal scorecard to your investment review board every quarter

Agencies that treat FITARA as a compliance exercise spend the same effort every cycle and keep little of the value. Agencies that treat it as a management tool spend that effort once and keep the benefit.`,
    category: 'Strategy',
    tags: ['Technology Leadership', 'FITARA', 'IT Portfolio Management'],
    createdAt: '2025-09-18T13:30:00.000Z',
  },
  {
    title: 'Zero trust without a big bang',
    slug: 'zero-trust-without-a-big-bang',
    excerpt:
      'Zero trust programs rarely fail on architecture; they fail on sequencing. A series of small, reversible moves beats a flag-day cutover every time.',
    content: `Zero trust programs fail in a specific way. An agency publishes an ambitious architecture, buys a large platform, schedules a cutover, and discovers eighteen months later that half of its applications cannot authenticate through the new stack, the help desk is overwhelmed, and the old VPN is still running because too much depends on it. The architecture was sound. The sequencing was not.

A better approach treats zero trust as a series of small, reversible moves, each of which reduces risk on its own. None of them requires a flag day.

## Start with identity, because everything depends on it

Every zero trust model puts identity at the center, for good reason: every later control makes decisions based on who the user is and how strongly they proved it. Before touching networks or applications, get three things right:

- A single authoritative identity provider for the workforce, with legacy directories synchronized to it rather than competing with it
- **Phishing-resistant MFA** (PIV, CAC or FIDO2 security keys) for privileged users first, then for everyone
- A clean, current inventory of who has access to what, with a recurring review that actually removes access

This phase is unglamorous, and it is where most of the risk reduction lives. Stolen credentials remain the most common initial access path in the incident reports I review.

## Move applications one at a time

Rather than migrating the whole network, put applications behind identity-aware access one at a time. Start with a web application that has a motivated owner, a modest user base and support for modern authentication. Route access through the new policy enforcement point, keep the old path open for a defined period, measure the help desk impact, then close the old path.

Each application you move teaches you something: which user groups have unusual device configurations, which contractors need a different enrollment flow, where the policy engine's logs are missing detail. By the tenth application the process is routine. By the fiftieth, the VPN's remaining user base is small enough to retire.

### Sequence by risk and readiness

Order the backlog by combining two scores. Risk covers the sensitivity of the data and the exposure of the application. Readiness covers whether it supports modern authentication, whether it has an owner who will answer the phone, and whether anyone has touched it in the last five years. High-risk, high-readiness applications go first. High-risk, low-readiness applications get a modernization plan or a compensating control such as an isolated access broker.

## Instrument before you enforce

Every new policy should run in monitor mode before it runs in enforce mode. Device posture checks, location rules and session limits all look reasonable on a whiteboard and behave surprisingly in production. Two to four weeks of logs will show which rules would have blocked legitimate work, and let you fix the rule or the device before anyone is locked out.

This also gives you the data to report progress honestly. The number of applications behind identity-aware access, the share of users on phishing-resistant MFA and the number of legacy VPN sessions per week are far more meaningful measures than the percentage of an architecture diagram that has been purchased.

> Zero trust is a direction of travel, not a product you install. Measure how far you have moved, not how much you have bought.

## Keep the network work small and targeted

Microsegmentation is valuable, but it is also where programs stall. Rather than segmenting the whole data center, start with the crown jewels: the systems whose compromise would be a reportable major incident. Segment those, watch the flows, and expand from there.

## A realistic first year

For a mid-sized agency component, a realistic first year looks like this:

- **Quarter one:** consolidate identity and enroll privileged users in phishing-resistant MFA
- **Quarter two:** move the first ten applications behind identity-aware access and start device posture monitoring
- **Quarter three:** extend phishing-resistant MFA to all staff and move the next thirty applications
- **Quarter four:** segment the highest-value systems and publish a VPN retirement date backed by data

None of those steps is dramatic. Together they change the agency's exposure more than any single cutover could, and every one of them leaves the organization safer even if the next step is delayed.`,
    category: 'Technology',
    tags: ['Digital Transformation', 'Zero Trust', 'Cybersecurity'],
    featured: 1,
    createdAt: '2025-11-04T15:00:00.000Z',
  },
  {
    title: 'Measuring the carbon cost of your cloud estate',
    slug: 'measuring-the-carbon-cost-of-your-cloud-estate',
    excerpt:
      'You can tell what your cloud estate costs to the dollar, but probably not what it emits. A credible first estimate needs only the billing data you already have.',
    content: `Most organizations that have moved to the cloud can tell you what they spend there to the dollar. Very few can tell you what their cloud estate emits. That gap is closing, driven by sustainability reporting requirements, procurement questions from customers and grantors, and a growing recognition that wasted compute is wasted money and wasted energy at the same time.

The good news is that you do not need a new team or a new platform to get a credible first measurement. You need a method, the data you already have, and a clear sense of what the numbers can and cannot tell you.

## Know what the provider dashboards cover

All three major cloud providers now publish carbon footprint tools for their customers. They are a reasonable starting point, and they have real limitations:

- They report with a lag, often one to three months
- Methodologies differ between providers, so a multi-cloud total is not a simple sum
- Some report only market-based emissions, which reflect renewable energy purchases, rather than location-based emissions, which reflect the grid where the workload actually runs
- Coverage of embodied carbon in hardware varies and is usually estimated

Use them, but record which method each one uses and report them separately until you can reconcile them.

## Build a simple estimate from billing data

For a consistent view across providers, and for workloads the dashboards do not break out well, estimate emissions from usage data you already collect. The method is straightforward:

- Take compute hours by instance family and region, storage by tier and region, and network transfer from your billing export
- Convert usage to estimated energy using published coefficients for each resource type
- Apply a data center efficiency factor for the provider
- Multiply by the carbon intensity of the electricity grid in each region

Open-source tools implement exactly this approach and can run against a standard billing export in an afternoon. The result is an estimate, not a measurement, but it is consistent, repeatable and granular enough to act on.

If your billing export already sits in a database, a first pass is one query. It assumes a table of energy coefficients per \`usage_type\` and a table of grid intensity per \`region\`:

\`\`\`sql
-- Estimated kilograms of CO2e per service, last full month
SELECT b.service,
       ROUND(SUM(b.usage_quantity * c.kwh_per_unit * c.pue * g.kg_co2e_per_kwh), 1) AS kg_co2e
FROM billing_export AS b
JOIN energy_coefficients AS c ON c.usage_type = b.usage_type
JOIN grid_intensity AS g ON g.region = b.region
WHERE b.usage_date >= DATE '2026-01-01'
  AND b.usage_date < DATE '2026-02-01'
GROUP BY b.service
ORDER BY kg_co2e DESC;
\`\`\`

![Bar chart of estimated emissions for one month: compute 4.2 tonnes of CO2e, storage 1.6, managed databases 1.1, data transfer 0.6, analytics 0.4](/images/articles/cloud-carbon-by-service.svg)
*For a mid-sized agency estate, compute is usually most of the footprint, so that is where to look first.*

## Find the three levers that matter

Once you have a baseline, a small number of changes usually account for most of the reduction.

### Idle and oversized resources

Development and test environments that run around the clock, instances sized for a peak that never arrives, and storage nobody has read in years are the largest source of waste in nearly every estate I review. Scheduling non-production environments to shut down outside working hours often cuts their footprint and their cost by more than half.

### Region choice

Grid carbon intensity varies enormously between regions. For workloads without data residency or latency constraints, such as batch analytics, model training and backups, choosing a lower-carbon region can reduce emissions substantially at no additional cost.

The spread is wide enough to matter. Illustrative annual averages, rounded; use the figures your provider publishes:

| Region | Grid intensity (g CO2e/kWh) | Good fit for |
|---|--:|---|
| Pacific Northwest | 100 | Batch analytics, model training, backups |
| Northern Virginia | 350 | Latency-sensitive and FedRAMP workloads |
| Central US | 450 | Only what must run there |

### Architecture

Managed and serverless services typically run at higher utilization than self-managed virtual machines, so moving suitable workloads to them tends to reduce energy per unit of work. This is a longer-term lever, best applied as systems come up for modernization anyway.

## Report it alongside cost

The most effective reporting I have seen puts carbon next to spend in the same monthly FinOps review. Engineers already respond to cost data, and showing **both numbers for the same resource** makes the case for a change twice over. Over time, add an intensity measure, such as emissions per transaction or per active user, so that growth in the business does not hide improvements in efficiency.

> If you can tag a resource for cost allocation, you can tag it for carbon allocation. Use the same tags and the same owners.

## Be honest about uncertainty

Every cloud carbon figure carries significant uncertainty, and overstating precision undermines trust. State the method, the data sources and the known gaps in every report. A credible estimate with clear caveats is far more useful to leadership, and to auditors, than a precise-looking number nobody can explain.

Start with last quarter's billing export. Within a month you can have a baseline, a short list of reductions, and a reporting habit that will hold up as requirements tighten.`,
    category: 'Technology',
    tags: ['Sustainability', 'Cloud', 'FinOps'],
    createdAt: '2026-01-20T14:30:00.000Z',
  },
  {
    title: 'Writing an AI use-case inventory your agency can actually act on',
    slug: 'writing-an-ai-use-case-inventory-your-agency-can-act-on',
    excerpt:
      'Most AI use-case inventories satisfy a data call and then sit untouched. With fewer, better fields and a simple score, the same effort gives leadership a portfolio it can fund and govern.',
    content: `# An inventory is a decision tool, not a compliance artifact

Most agencies now maintain an AI use-case inventory because they are required to. Far fewer use it to decide anything. The typical inventory is a spreadsheet assembled in a two-week scramble before a reporting deadline, with one row for every idea anyone mentioned, a free-text description, and a status column that says "exploring" for almost everything. It satisfies the data call and then sits untouched until the next one.

It does not have to be that way. The same effort, organized differently, gives leadership a ranked portfolio it can fund, staff and govern. Here is the structure I use with program offices.

## Start from the decision, not the template

Before collecting a single row, write down the decisions the inventory must support in the next two quarters. In most agencies they are the same three:

- Which use cases get funding and staff this fiscal year
- Which use cases are rights-impacting or safety-impacting and need added review before deployment
- Which existing contracts or tools already contain AI features that nobody has assessed

Every field you add should serve one of those decisions. If a field does not, leave it out. A shorter inventory that is kept current beats a comprehensive one that goes stale by spring.

## The fields that matter

### Problem and owner

Describe the business problem in one sentence, in the program's own words, and name a **single accountable owner** at the GS-14 or GS-15 level. Not a team, not an office: a person. Use cases without an owner are ideas, and they belong in a separate backlog.

### Data and readiness

Record where the data lives, who stewards it, whether it contains PII or CUI, and whether it has ever been used outside its original system. This is the column that most often kills a use case, and it is far cheaper to learn that during intake than three months into a pilot.

### Impact classification

#### Rights-impacting and safety-impacting screening

Ask the screening questions at intake rather than at deployment. Does the output influence a decision about a benefit, an investigation, an eligibility determination or someone's employment? If the answer is yes or maybe, flag it now, so that the minimum practices (impact assessment, testing in context, human review, notice and a path to appeal) are planned and budgeted from the start instead of discovered as blockers.

#### Embedded and vendor AI

Add a column for AI that arrived through a product rather than a project: the summarization feature in your case management platform, the triage model in your help desk tool. These are often the highest-volume uses in the agency and the least examined.

Kept to these fields, an entry fits on one screen. Here is how a triage pilot reads in the register:

\`\`\`yaml
id: FOIA-007
problem: Requests wait four days to be logged and routed
owner: Deputy FOIA Officer (GS-15)
data:
  source: FOIA case management system
  contains: [PII]
  steward: Office of Privacy
impact: rights-impacting  # shapes how a request is handled
stage: pilot
value_hours_per_year: 3000-5000
\`\`\`

## Score it so leadership can rank it

A list is not a portfolio until it is ordered. I use a simple two-axis score that a steering group can debate in an hour:

- **Value:** hours returned to staff, backlog reduced, errors avoided or public wait time shortened, estimated as a range rather than a point
- **Feasibility:** data readiness, an available owner, an acquisition path, and the level of governance review the impact classification requires

Plot the results and the conversation changes. Instead of arguing about whether AI is a good idea, the group argues about whether the FOIA triage pilot really returns 4,000 staff hours a year, which is a far more productive argument.

A first pass over three entries might read:

| Use case | Value | Feasibility | Decision |
|---|:-:|:-:|---|
| FOIA request triage | High | High | Fund the pilot |
| Grant application summaries | High | Medium | Settle data-sharing terms first |
| Benefits question chatbot | Medium | Low | Back to the backlog |

> The goal of the inventory is not to prove the agency is doing AI. It is to show which AI work is worth doing next, and what it will take to do it responsibly.

## Keep it alive

An inventory updated once a year is a snapshot. Make it a living register with three habits:

- Review the top ten entries at an existing governance meeting each month, not a new one
- Require a dated status change whenever a use case moves from exploration to pilot to production, or is retired
- Tie intake to acquisition, so that any purchase request mentioning AI, machine learning or automation creates a draft inventory entry

## What good looks like after one quarter

When this works, the chief AI officer can answer four questions on a single page: what we are building, what we are buying, what carries elevated risk and how we are managing it, and what we stopped doing and why. The annual data call becomes an export rather than a fire drill, and program managers start bringing ideas to the inventory because it is the path to funding, not a reporting chore.

If your current inventory is a spreadsheet nobody opens, you do not need a new tool. You need a clearer purpose, fewer and better fields, and a monthly meeting that actually looks at it.`,
    category: 'Strategy',
    tags: ['AI Strategy', 'AI Governance', 'Digital Transformation'],
    featured: 1,
    createdAt: '2026-03-10T13:00:00.000Z',
  },
  {
    title: 'Section 508 is a product quality bar',
    slug: 'section-508-is-a-product-quality-bar',
    excerpt:
      'Treating accessibility as an end-of-project compliance gate makes it expensive and permanent. Treat it like security and performance instead: a quality bar every story has to meet.',
    content: `In many agencies, Section 508 compliance still happens at the end. A system is built, a test team or an outside vendor runs an audit shortly before launch, a long list of defects comes back, and the program negotiates which ones to fix and which to document as known issues. The launch goes ahead, the accessibility backlog grows, and the people who rely on assistive technology inherit the consequences.

That pattern treats accessibility as a compliance gate. It works far better, and costs far less, when it is treated as what it actually is: a product quality bar, in the same category as security and performance.

## Why late testing is expensive

Accessibility defects found at the end are expensive for the same reason every late defect is expensive. A missing form label is trivial to fix during development and surprisingly hard to fix once the component is used on two hundred screens. An inaccessible custom date picker or data grid may need to be replaced entirely. Programs that test late routinely find that the cheapest fix is an exception request, which is how inaccessible systems become permanent.

## Build it into the definition of done

The most effective change is also the simplest: no user story is done until it meets the accessibility criteria. In practice that means:

- **Automated checks in the pipeline**, so that every pull request runs an accessibility scanner and fails on new violations
- **Keyboard-only testing** by the developer before a story is marked complete
- **Screen reader spot checks** on any new component or complex interaction, with at least one desktop and one mobile screen reader
- **Accessible components by default**, drawn from a shared design system that has been tested once and reused everywhere

Automated tools catch perhaps a third to a half of real issues. They are necessary, not sufficient. The rest, such as whether the reading order makes sense or whether an error message is announced at all, needs a person.

## Test with the people who use it

Include people with disabilities in usability testing, and pay them for their time. Blind and low-vision users, people who navigate by keyboard or switch access, people with cognitive disabilities, and Deaf and hard-of-hearing users will each find problems that a conformance checklist misses. A form can pass every automated rule and still be nearly impossible to complete with a screen reader because the instructions are announced after the fields.

## Measure it like quality

Programs already measure defect density, uptime and response time. Add accessibility to the same dashboard:

- Open accessibility defects by severity, and how long each has been open
- The share of pages or screens passing automated checks in production
- The number of active exceptions and their planned resolution dates
- Task completion rates for assistive technology users in usability sessions

When these numbers sit beside performance and security metrics, program managers start treating a severe accessibility defect the way they would treat a severe security finding, because it is the same kind of risk to the mission.

## Fix the procurement end too

Much of what agencies deploy is bought, not built. Require vendors to provide a current Accessibility Conformance Report, and then verify it. Ask for a short demonstration of the core workflow with a screen reader during evaluation. Put remediation timelines for accessibility defects in the contract with the same weight as security patches.

> Accessibility is not a feature for a small group of users. It is evidence that the team knows how to build software that works.

## Where to start

If your program currently tests at the end, start with three moves: add an automated scanner to the build pipeline in warning mode, adopt or build a tested component library for forms and navigation, and schedule one usability session with assistive technology users this quarter. Within a few releases, the end-of-project audit stops being a crisis and becomes a confirmation of work the team has already done.`,
    category: 'Technology',
    tags: ['Digital Transformation', 'Section 508', 'Accessibility'],
    createdAt: '2026-04-22T12:45:00.000Z',
  },
  {
    title: 'What a 2-week AI strategy sprint produces',
    slug: 'what-a-2-week-ai-strategy-sprint-produces',
    excerpt:
      'Ten working days, one organization, and a defined set of artifacts a team can start executing the following Monday. Here is what the sprint delivers, and what it deliberately leaves out.',
    content: `Leaders often ask what they actually get at the end of a two-week AI strategy sprint. It is a fair question. Many strategy engagements end with a slide deck full of principles and maturity models that nobody can act on. A sprint is deliberately narrower: ten working days, one organization or program, and a defined set of artifacts that a team can start executing the following Monday.

## Week one: understand the work

The first week is about the work itself, not the technology. I spend it in structured interviews and working sessions with the people who do the job, the people who manage them, and the people who own the data and the systems.

### Days one and two: kickoff and discovery

The sprint opens with a half-day workshop with the executive sponsor and program leads. We agree on scope, on constraints such as budget, authorization boundaries, acquisition vehicles and labor-relations obligations, and on what a successful outcome looks like. Then come eight to twelve interviews of about forty-five minutes each, with a consistent set of questions about volume, cycle time, rework and frustration.

### Days three to five: map and measure

We map the three to five highest-volume processes end to end, count the handoffs, and estimate where the time goes. In almost every organization, a small number of steps (usually intake, classification, summarization and drafting routine responses) consume a disproportionate share of staff hours. Those steps are where AI tends to help first.

## Week two: decide and plan

### Days six and seven: generate and screen use cases

From the process maps we generate a long list of candidate use cases, typically thirty to fifty, and screen them against value, feasibility, data readiness and risk. Anything that would make or materially influence a decision about a person is flagged for heightened review rather than quietly dropped.

### Days eight to ten: roadmap and readout

The final days produce the deliverables and a readout to the sponsor and leadership team. The readout is a working session, not a presentation: the aim is to leave the room with the first pilots chosen and owners named.

## The deliverables

At the end of the sprint, the organization has:

- **A prioritized backlog** of ten to fifteen use cases, each with a problem statement, an owner, a value estimate, a data assessment and a risk classification
- **A 90-day roadmap** covering the first two or three pilots, including who needs to be assigned, what needs to be bought, and which governance reviews must happen before launch
- **Quick wins** that can be delivered with tools the organization already licenses, often the AI features in existing productivity and case management platforms
- **A governance starter kit**: an intake form, a risk screening checklist and a lightweight review process sized to the organization
- **An executive summary** of two pages that a deputy secretary or board chair can read in five minutes

## What a sprint does not produce

It is just as important to be clear about what the sprint leaves out. It does not produce a production system, a vendor selection or an enterprise data strategy. It does not replace an authority to operate or a privacy impact assessment. What it does is make those later steps faster, because the team knows which use cases matter, what data they depend on and what review they will need.

> The test of a strategy sprint is simple: on the Monday after the readout, does someone on the team know exactly what they are doing that week? If not, the sprint failed.

## How to get the most from it

Organizations that get the most value from a sprint do three things. They assign a sponsor who can make decisions during the two weeks, not just at the end. They give the sprint team real access to the people doing the work, including front-line staff and not only managers. And they commit in advance to funding at least one pilot from the backlog, so that the sprint ends with momentum instead of a report.

Two weeks is short by design. It forces choices, and choices are what most AI strategies are missing.`,
    category: 'Strategy',
    tags: ['AI Strategy', 'Innovation', 'Roadmapping'],
    createdAt: '2026-06-02T13:15:00.000Z',
  },
  {
    title: 'Your first 90 days as a component CIO',
    slug: 'your-first-90-days-as-a-component-cio',
    excerpt:
      'The CIOs who do well in a new role resist announcing a strategy early. They listen for a month, diagnose for a month, and then commit to three things they can deliver.',
    content: `The first ninety days in a new CIO role at a bureau or agency component set the terms for everything that follows. Staff are watching to see what you value. Peers are deciding whether you will be a partner or an obstacle. Your own leadership is forming a view about whether IT will be a source of problems or of solutions. And the portfolio you inherited has commitments, risks and assumptions that nobody has fully written down.

Having advised several new CIOs through this period, I have found that the ones who do well resist the pull to announce a strategy early. They spend the first month listening, the second diagnosing, and the third committing to a small number of things they can deliver.

## Days 1 to 30: listen

Meet every direct report individually, and then meet the people two levels down without their managers present. Meet the business leaders of the major program offices, the CFO, the chief acquisition officer, general counsel and the inspector general's IT audit lead. Ask the same few questions of everyone:

- What is the one thing IT does that you would not want to lose?
- What is the one thing that frustrates you most about working with IT?
- What commitment has IT made to you that you are worried will not be met?

Write down the answers. Patterns emerge quickly, and they are usually different from what the organization chart or the last strategic plan would suggest.

## Days 31 to 60: diagnose

With the listening tour done, look at the evidence. Review the investment portfolio for programs that are over budget, behind schedule or delivering nothing users can see. Review open audit findings and plans of action and milestones, paying special attention to anything overdue. Review the last two FITARA scorecards and FISMA reports, the major contracts and their expiration dates, and every pending or expiring authorization to operate.

### Find the hidden risks

Every new CIO inherits at least one problem that nobody mentioned. Common ones include a critical system running on unsupported software, a major contract expiring with no follow-on plan, an authorization to operate that lapsed quietly, or a single engineer who is the only person who understands a legacy platform. Ask directly: what keeps you up at night that is not on any report?

## Days 61 to 90: commit

By the third month, make a small number of visible commitments. I recommend three, and no more:

- **One risk you will reduce**, usually the most serious hidden risk you found
- **One service you will improve**, chosen from the frustrations you heard most often
- **One management change** that makes the IT organization work better, such as a clearer intake process or a real investment review board

Announce them, fund them, assign owners and report progress monthly. Delivering three modest commitments builds more credibility than announcing an ambitious transformation that takes years to show results.

> People will forgive a new leader for not having all the answers. They will not forgive one who did not listen before deciding.

## Things to avoid

A few mistakes recur often enough to name. Reorganizing in the first ninety days almost always costs more than it gains, because you do not yet know which informal relationships make the current structure work. Cancelling an inherited program without understanding why it was started invites a fight you cannot yet win. And criticizing your predecessor, even privately, travels fast and makes your staff wonder what you will say about them.

## Set up the next ninety

At the end of the third month, write a short memo to your leadership summarizing what you found, what you have committed to, and what you will need from them: decisions, funding, or help with a peer organization. It creates a record, sets expectations, and gives you a natural checkpoint at six months to show what has changed.`,
    category: 'Leadership',
    tags: ['Technology Leadership', 'Change Management', 'Federal CIO'],
    createdAt: '2026-08-25T14:00:00.000Z',
  },
  {
    title: 'Buying AI: questions to ask before you sign',
    slug: 'buying-ai-questions-to-ask-before-you-sign',
    excerpt:
      'More and more agency AI arrives through procurement rather than development. These are the questions to settle in market research and evaluation, before award.',
    content: `More and more of the AI in federal agencies arrives through procurement rather than internal development. A case management platform adds a summarization feature, a contact center vendor offers automated call categorization, a document processing tool adds extraction powered by a large language model. Each of these can be valuable, and each raises questions that standard IT acquisition language does not fully answer.

The questions below belong in market research, in the solicitation and in the evaluation. Asking them early costs little. Discovering the answers after award can cost a great deal, both in money and in trust.

## About the model and the data

- Which models power the feature, who develops them, and how will we be notified when they change?
- Is our data used to train or improve any model, including the vendor's own, and can that be contractually prohibited?
- Where is our data processed and stored, and does that remain inside the authorization boundary?
- What logging is available to us for inputs, outputs and user actions, and how long is it retained?

## About performance

Ask for evidence of performance on data that resembles yours, not a general benchmark. Better still, require a **test on a representative sample of your own data** during evaluation, with results measured against criteria you define in advance. Ask how performance is monitored after deployment, who is alerted when it degrades, and what the vendor commits to do about it.

## About risk and rights

If the feature could influence decisions about benefits, eligibility, enforcement or employment, the agency remains responsible for impact assessment, testing, human review and notice, regardless of who built the model. Ask what documentation the vendor will provide to support that work, and which configuration options exist to require human review before an output takes effect.

## About exit

- Can we export our data, configurations and any fine-tuned artifacts in a usable format?
- Can the AI feature be turned off without losing the rest of the product?
- What are the pricing terms if usage grows tenfold, and are they fixed for the option years?

## About accountability

Make sure the contract says who is responsible when the AI output is wrong. Require prompt notification of incidents and material model changes, and set expectations for vendor support during an investigation or an appeal by a member of the public.

> Buying AI does not transfer accountability for it. The agency still owns the outcome.

## Putting it into practice

These questions should not become a forty-page questionnaire that every vendor answers with boilerplate. Select the ones that matter for the use case, weight them in the evaluation, and test the answers in live demonstrations. A vendor that cannot explain how its model is monitored during a demonstration will not explain it better after award.

Bring the right people into the evaluation early. Contracting officers know the clauses, but privacy officers, the chief AI officer's staff and the program's own front-line users will each spot problems the others miss. A one-hour joint review of the finalists is usually enough.

Over time, build a short library of standard clauses for AI features that contracting officers can reuse, reviewed by counsel, privacy and the chief AI officer. That library will do more to make AI acquisition both safe and fast than any single policy memo.`,
    category: 'Strategy',
    tags: ['AI Strategy', 'Acquisition', 'AI Governance'],
    published: 0,
    createdAt: '2026-11-12T16:00:00.000Z',
  },
]

/** The demo items as seeded: each carries its Spanish and French texts (content/demo-content.es.ts, .fr.ts). */
export const demoProjects = withTranslations(projects, (project) => project.slug, {
  es: demoContentEs.projects,
  fr: demoContentFr.projects,
})
export const demoTestimonials = withTranslations(testimonials, (testimonial) => testimonial.name, {
  es: demoContentEs.testimonials,
  fr: demoContentFr.testimonials,
})
export const demoBlogPosts = withTranslations(blogPosts, (post) => post.slug, {
  es: demoContentEs.blogPosts,
  fr: demoContentFr.blogPosts,
})
