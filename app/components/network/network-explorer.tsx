import { useCallback, useMemo, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import {
  type NetworkLink,
  type NetworkNode,
  networkPalette,
  organizationCategories,
} from '~/content-types/network-graph.ts'
import { useTranslation } from '~/i18n/react.tsx'
import {
  type Connection,
  connectionsByNode,
  isNodeVisible,
  type NetworkFilter,
  networkFilters,
} from './graph-model.ts'
import { NetworkCanvas } from './network-canvas.tsx'
import { NetworkDetails } from './network-details.tsx'
import { NetworkNodeList } from './network-node-list.tsx'
import { nodeKindLabel } from './node-labels.ts'

const noConnections: Connection[] = []

/** The graph with its filters, the node list that mirrors it for keyboards, and the selection's details. */
export function NetworkExplorer({
  nodes,
  links,
  animate = true,
}: {
  nodes: NetworkNode[]
  links: NetworkLink[]
  /** False: drawn at rest, without the layout's animation (the admin's preview). */
  animate?: boolean
}) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<NetworkFilter>('all')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [hoveredId, setHoveredId] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const nodesById = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes])
  const connections = useMemo(() => connectionsByNode(nodes, links), [nodes, links])
  const visibleNodes = useMemo(() => nodes.filter((node) => isNodeVisible(node, filter)), [nodes, filter])
  const visibleIds = useMemo(() => new Set(visibleNodes.map((node) => node.id)), [visibleNodes])
  const selectedConnections = (selectedId ? connections.get(selectedId) : undefined) ?? noConnections
  const neighbourIds = useMemo(
    () => new Set(selectedConnections.map((connection) => connection.node.id)),
    [selectedConnections],
  )
  const selectedNode = selectedId ? nodesById.get(selectedId) : undefined

  const toggleSelect = useCallback(
    (id: string) => {
      const node = nodesById.get(id)
      if (!node) return
      if (id === selectedId) {
        setSelectedId(null)
        setAnnouncement(t('network.announce.deselected', { name: node.name }))
        return
      }
      setSelectedId(id)
      setAnnouncement(
        t('network.announce.selected', {
          name: node.name,
          kind: nodeKindLabel(t, node),
          count: connections.get(id)?.length ?? 0,
        }),
      )
    },
    [nodesById, selectedId, connections, t],
  )

  function changeFilter(next: NetworkFilter) {
    setFilter(next)
    const stillVisible = selectedNode ? isNodeVisible(selectedNode, next) : false
    if (!stillVisible) setSelectedId(null)
    const count = nodes.filter((node) => isNodeVisible(node, next)).length
    setAnnouncement(t('network.announce.filtered', { filter: t(`network.filters.${next}`), count }))
  }

  const counts = {
    organization: nodes.filter((node) => node.type === 'organization').length,
    project: nodes.filter((node) => node.type === 'project').length,
    skill: nodes.filter((node) => node.type === 'skill').length,
  }
  const owner = nodes.find((node) => node.type === 'center')
  const graphLabel = t('network.graph.label', {
    name: owner?.name ?? '',
    organizations: counts.organization,
    projects: counts.project,
    skills: counts.skill,
  })

  // The graph and the list select and highlight alike.
  const selection = { selectedId, onToggleSelect: toggleSelect, onHover: setHoveredId }

  const legend = [
    { key: 'center', color: networkPalette.center, label: t('network.types.center') },
    ...organizationCategories.map((category) => ({
      key: category,
      color: networkPalette[category],
      label: t(`network.categories.${category}`),
    })),
    { key: 'project', color: networkPalette.project, label: t('network.types.project') },
    { key: 'skill', color: networkPalette.skill, label: t('network.types.skill') },
  ]

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('network.filters.label')}</legend>
          {networkFilters.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === filter ? 'primary' : 'outline'}
              aria-pressed={option === filter}
              onClick={() => changeFilter(option)}
              className="rounded-full"
            >
              {t(`network.filters.${option}`)}
            </Button>
          ))}
        </fieldset>

        <div className="mt-4">
          <NetworkCanvas
            nodes={nodes}
            links={links}
            visibleIds={visibleIds}
            neighbourIds={neighbourIds}
            hoveredId={hoveredId}
            graphLabel={graphLabel}
            animate={animate}
            {...selection}
          />
        </div>

        <div className="mt-4">
          <h3 id="network-legend" className="sr-only">
            {t('network.legend')}
          </h3>
          <ul
            aria-labelledby="network-legend"
            className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted-foreground"
          >
            {legend.map((entry) => (
              <li key={entry.key} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-3 w-3 rounded-full"
                  style={{ backgroundColor: entry.color }}
                />
                {entry.label}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <section
        aria-labelledby="network-explore-heading"
        className="flex min-w-0 flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm lg:max-h-[46rem]"
      >
        <h3 id="network-explore-heading" className="text-lg font-semibold">
          {t('network.explore.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('network.explore.hint')}</p>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <div className="mt-4 rounded-lg bg-muted/60 p-4">
          <NetworkDetails node={selectedNode} connections={selectedConnections} />
        </div>
        <div className="mt-4 max-h-[28rem] min-h-0 flex-1 overflow-y-auto pr-1 lg:max-h-none">
          <NetworkNodeList nodes={visibleNodes} {...selection} />
        </div>
      </section>
    </div>
  )
}
