import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { postSummaries } from '~/components/blog/visible-posts.ts'
import { CareerJourneySection } from '~/components/home/career-journey-section.tsx'
import { HeroSection } from '~/components/home/hero-section.tsx'
import { ScrollProgressOnScroll } from '~/components/home/scroll-progress-loader.tsx'
import { SectionIndicatorOnWideScreens } from '~/components/home/section-indicator-loader.tsx'
import { serverHtml } from '~/components/ui/server-html.tsx'
import {
  blogPostType,
  careerEntryType,
  organizationType,
  projectType,
  servicePillarType,
  skillType,
  statType,
  testimonialType,
} from '~/content-types/index.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { businessIdentifiers } from '~/lib/capability-statement.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { homeTexts, pageImagePath, pageMeta, personJsonLd, professionalServiceJsonLd } from '~/lib/seo.ts'
import { shownItems } from '~/lib/shown-content.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/home'

// Sections that only show content and links: kept as the server rendered them on a first load.
const WorkedWithSection = serverHtml('WorkedWithSection', () =>
  import('~/components/home/worked-with-section.tsx').then((module) => module.WorkedWithSection),
)
const ServicesSection = serverHtml('ServicesSection', () =>
  import('~/components/home/services-section.tsx').then((module) => module.ServicesSection),
)
const LatestInsightsSection = serverHtml('LatestInsightsSection', () =>
  import('~/components/home/latest-insights-section.tsx').then((module) => module.LatestInsightsSection),
)
const TestimonialsSection = serverHtml('TestimonialsSection', () =>
  import('~/components/home/testimonials-section.tsx').then((module) => module.TestimonialsSection),
)
const NetworkingSection = serverHtml('NetworkingSection', () =>
  import('~/components/home/networking-section.tsx').then((module) => module.NetworkingSection),
)
const StatsSection = serverHtml('StatsSection', () =>
  import('~/components/home/stats-section.tsx').then((module) => module.StatsSection),
)

// Interactive sections below the first screen: live once they come near, or once the visitor reaches
// into them (decision 019).
const FeaturedProjectsSection = serverHtml(
  'FeaturedProjectsSection',
  () =>
    import('~/components/home/featured-projects-section.tsx').then(
      (module) => module.FeaturedProjectsSection,
    ),
  { liveWhenNear: true },
)
const NewsletterSection = serverHtml(
  'NewsletterSection',
  () => import('~/components/home/newsletter-section.tsx').then((module) => module.NewsletterSection),
  { liveWhenNear: true },
)

/** Spec §9: the home page shows the three newest posts. */
const latestPostCount = 3
/** The home page shows a selection: a few featured projects and testimonials, whatever the catalogue holds. */
const featuredProjectCount = 6
const testimonialCount = 6

/** Client-side navigations fetch loader data from `<path>.data` (single fetch, raw requests passed through). */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data')
}

/**
 * On a client-side navigation the lists stream in behind skeletons. A full page load waits for them
 * (they are quick reads) so the HTML is complete without JavaScript and nothing shifts on hydration.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { projects, blogPosts, testimonials, organizations } = site.services
  const { language } = site.visitor
  const { stats, skills, careerEntries, servicePillars, capabilityStatement } = site.services
  // The owner's words and figures, spread over the whole page, so never streamed: a few short rows each.
  const [logoRows, statRows, skillRows, careerRows, pillarRows, statement] = await Promise.all([
    organizations.list(),
    stats.list(),
    skills.list(),
    careerEntries.list(),
    servicePillars.list(),
    capabilityStatement.current(),
  ])
  const content = {
    // The business's identifiers for its JSON-LD, from the capability statement.
    identifiers: statement ? businessIdentifiers(statement) : undefined,
    organizations: shownItems(organizationType, logoRows, language, ['name', 'logoUrl', 'alt']),
    stats: shownItems(statType, statRows, language, [
      'label',
      'value',
      'prefix',
      'suffix',
      'icon',
      'inHero',
      'countsUp',
      'countUpLabel',
    ]),
    skills: shownItems(skillType, skillRows, language, ['name', 'level']),
    career: shownItems(careerEntryType, careerRows, language, [
      'title',
      'company',
      'location',
      'period',
      'description',
      'highlights',
      'technologies',
    ]),
    services: shownItems(servicePillarType, pillarRows, language, [
      'title',
      'summary',
      'points',
      'icon',
      'caseStudiesUrl',
    ]),
  }
  const lists = {
    featuredProjects: projects
      .latest({ featured: true }, featuredProjectCount)
      .then((items) => localizeAll(projectType, items, language)),
    latestPosts: blogPosts
      .latestPublished(latestPostCount)
      .then((items) => postSummaries(localizeAll(blogPostType, items, language))),
    testimonials: testimonials
      .list(testimonialCount)
      .then((items) => localizeAll(testimonialType, items, language)),
  }
  if (isDataRequest(request)) return { ...content, ...lists }
  const [featuredProjects, latestPosts, latestTestimonials] = await Promise.all([
    lists.featuredProjects,
    lists.latestPosts,
    lists.testimonials,
  ])
  return { ...content, featuredProjects, latestPosts, testimonials: latestTestimonials }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  if (!root) return []
  const { lang, origin, profile } = root
  const t = metaTranslator(lang)
  const home = homeTexts(t, profile, lang)
  const title = `${profile.name} | ${home.title}`
  const services = (loaderData?.services ?? []).map((pillar) => pillar.title)
  return pageMeta(root, {
    title,
    documentTitle: title,
    description: home.description,
    path: '/',
    image: { path: pageImagePath(lang, 'home'), alt: title },
    jsonLd: [
      personJsonLd(profile, origin),
      professionalServiceJsonLd(profile, origin, services, loaderData?.identifiers),
    ],
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { profile } = useRootData()
  return (
    <>
      <ScrollProgressOnScroll />
      <HeroSection profile={profile} stats={loaderData.stats.filter((stat) => stat.inHero)} />
      <WorkedWithSection organizations={loaderData.organizations} />
      <ServicesSection pillars={loaderData.services} />
      <FeaturedProjectsSection projects={loaderData.featuredProjects} />
      <CareerJourneySection career={loaderData.career} stats={loaderData.stats} skills={loaderData.skills} />
      <LatestInsightsSection posts={loaderData.latestPosts} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <NetworkingSection />
      <StatsSection stats={loaderData.stats} />
      <NewsletterSection />
      <SectionIndicatorOnWideScreens />
    </>
  )
}
