import { useMemo } from 'react'
import { BookingCallToAction, PageHero, PageSection } from '~/components/layout/page-intro.tsx'
import { NetworkExplorer } from '~/components/network/network-explorer.tsx'
import { NetworkSectors, summarizeSectors } from '~/components/network/network-sectors.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Mail } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { publicProfile } from '~/lib/profile.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import { drawNetwork } from '~/services/network.server.ts'
import type { Route } from './+types/network'

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'network', { path: '/network', breadcrumb: true })
}

/**
 * The stored nodes and links in the page's language around the owner (from the profile), with their
 * layout worked out on the server, so the graph is drawn at rest in the first paint.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, visitor, profile } = context.get(siteContext)
  return drawNetwork(services, visitor.language, publicProfile(profile, visitor.language))
}

export default function NetworkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { profile } = useRootData()
  const network = loaderData
  const sectors = useMemo(() => summarizeSectors(network.nodes, network.links), [network])
  const stats = [
    { key: 'organizations', value: network.nodes.filter((node) => node.type === 'organization').length },
    { key: 'projects', value: network.nodes.filter((node) => node.type === 'project').length },
    { key: 'skills', value: network.nodes.filter((node) => node.type === 'skill').length },
    { key: 'connections', value: network.links.length },
  ] as const

  return (
    <>
      <PageHero
        eyebrow={t('network.eyebrow')}
        title={t('network.heading')}
        intro={t('network.intro', { name: profile.name })}
      >
        <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className="rounded-lg border border-border bg-card px-3 py-3 min-[360px]:px-4"
            >
              <dt className="text-sm text-muted-foreground">{t(`network.stats.${stat.key}`)}</dt>
              <dd className="text-2xl font-bold text-card-foreground">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <PageSection id="network-graph-heading" texts="network.graph" className="section-y">
        <div className="mt-6">
          <NetworkExplorer nodes={network.nodes} links={network.links} layout={network.layout} />
        </div>
      </PageSection>

      <PageSection
        id="network-sectors-heading"
        texts="network.sectors"
        band="border-t border-border bg-muted/40"
        className="section-y"
      >
        <div className="mt-8">
          <NetworkSectors sectors={sectors} />
        </div>
      </PageSection>

      <BookingCallToAction id="network-cta-heading" page="network" className="section-y" compact>
        <Link to="/contact" className={buttonClasses('outline', 'lg')}>
          <Mail className="h-5 w-5" aria-hidden="true" />
          {t('network.cta.contact')}
        </Link>
      </BookingCallToAction>
    </>
  )
}
