import { Card, CardBody } from '~/components/ui/card.tsx'
import {
  type NetworkLink,
  type NetworkNode,
  networkColour,
  type OrganizationCategory,
  organizationCategories,
} from '~/content-types/network-graph.ts'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'

export type SectorSummary = {
  category: OrganizationCategory
  organizations: NetworkNode[]
  /** Projects delivered with the sector's organizations. */
  projectCount: number
}

/** Groups the graph's organizations by sector, largest first, with how many projects each sector shares. */
export function summarizeSectors(nodes: NetworkNode[], links: NetworkLink[]): SectorSummary[] {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  return organizationCategories
    .map((category) => {
      const organizations = nodes.filter((node) => node.type === 'organization' && node.category === category)
      const ids = new Set(organizations.map((node) => node.id))
      const projects = new Set<string>()
      for (const link of links) {
        const pair = [byId.get(link.source), byId.get(link.target)]
        const organization = pair.find((node) => node && ids.has(node.id))
        const project = pair.find((node) => node?.type === 'project')
        if (organization && project) projects.add(project.id)
      }
      return { category, organizations, projectCount: projects.size }
    })
    .filter((sector) => sector.organizations.length > 0)
    .sort((a, b) => b.organizations.length - a.organizations.length)
}

export function NetworkSectors({ sectors }: { sectors: SectorSummary[] }) {
  const { t } = useTranslation()
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sectors.map((sector) => (
        <li key={sector.category}>
          <Card className="h-full">
            <CardBody>
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="h-3.5 w-3.5 rounded-full"
                  style={{ backgroundColor: networkColour('organization') }}
                />
                <h3 className="text-lg font-semibold text-card-foreground">
                  {t(`network.sectors.names.${sector.category}`)}
                </h3>
              </div>
              <p className="mt-1 text-sm font-medium text-primary">
                {t('network.sectors.counts', {
                  organizations: t('network.sectors.organizationCount', {
                    count: sector.organizations.length,
                  }),
                  projects: t('network.sectors.projectCount', { count: sector.projectCount }),
                })}
              </p>
              <p className="mt-3 text-sm text-muted-foreground">
                {t(`network.sectors.blurbs.${sector.category}`)}
              </p>
              <ul className="mt-4 space-y-1 text-sm text-card-foreground">
                {sector.organizations.map((organization) => (
                  <li key={organization.id} lang={fallbackLang(organization, 'name')}>
                    {organization.name}
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  )
}
