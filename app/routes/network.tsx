import { useMemo } from 'react'
import { Link } from 'react-router'
import { NetworkExplorer } from '~/components/network/network-explorer.tsx'
import { NetworkSectors, summarizeSectors } from '~/components/network/network-sectors.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { CalendarDays, Mail } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { staticPageMeta } from '~/lib/seo.ts'
import { buildNetwork } from '../../content/network.ts'
import type { Route } from './+types/network'

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'network', { path: '/network', breadcrumb: true })
}

export default function NetworkPage() {
  const { t } = useTranslation()
  const { profile } = useRootData()
  const network = useMemo(
    () => buildNetwork({ name: profile.name, title: profile.title }),
    [profile.name, profile.title],
  )
  const sectors = useMemo(() => summarizeSectors(network.nodes, network.links), [network])
  const stats = [
    { key: 'organizations', value: network.nodes.filter((node) => node.type === 'organization').length },
    { key: 'projects', value: network.nodes.filter((node) => node.type === 'project').length },
    { key: 'skills', value: network.nodes.filter((node) => node.type === 'skill').length },
    { key: 'connections', value: network.links.length },
  ] as const

  return (
    <>
      <section className="border-b border-border bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('network.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
            {t('network.heading')}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {t('network.intro', { name: profile.name })}
          </p>
          <dl className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.key} className="rounded-lg border border-border bg-card px-4 py-3">
                <dt className="text-sm text-muted-foreground">{t(`network.stats.${stat.key}`)}</dt>
                <dd className="text-2xl font-bold text-card-foreground">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section
        aria-labelledby="network-graph-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <h2 id="network-graph-heading" className="text-2xl font-bold tracking-tight text-foreground">
          {t('network.graph.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('network.graph.intro')}</p>
        <div className="mt-6">
          <NetworkExplorer nodes={network.nodes} links={network.links} />
        </div>
      </section>

      <section aria-labelledby="network-sectors-heading" className="border-t border-border bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="network-sectors-heading" className="text-2xl font-bold tracking-tight text-foreground">
            {t('network.sectors.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">{t('network.sectors.intro')}</p>
          <div className="mt-8">
            <NetworkSectors sectors={sectors} />
          </div>
        </div>
      </section>

      <section aria-labelledby="network-cta-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-border bg-primary-soft px-6 py-10 text-center sm:px-12">
          <h2
            id="network-cta-heading"
            className="text-2xl font-bold tracking-tight text-primary-soft-foreground"
          >
            {t('network.cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-primary-soft-foreground">{t('network.cta.text')}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a
              href={profile.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'lg')}
            >
              <CalendarDays className="h-5 w-5" aria-hidden="true" />
              {t('network.cta.book')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
            <Link to="/contact" className={buttonClasses('outline', 'lg')}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t('network.cta.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
