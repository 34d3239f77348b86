import { useCallback, useMemo, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import {
  type NetworkLink,
  type NetworkNode,
  networkColour,
  networkNodeTypes,
} from '~/content-types/network-graph.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { NetworkLayout } from './graph-geometry.ts'
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

/**
 * The graph with its filters and legend, the node list that mirrors it for keyboards, and the
 * selection's details. On a phone the list (with each node's links) comes first, then the graph.
 */
export function NetworkExplorer({
  nodes,
  links,
  layout,
}: {
  nodes: NetworkNode[]
  links: NetworkLink[]
  /** Worked out on the server (services/network-layout.server.ts). */
  layout: NetworkLayout
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

  const legend = networkNodeTypes.map((type) => ({
    key: type,
    color: networkColour(type),
    label: t(`network.types.${type}`),
  }))

  return (
    <div>
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
      <div className="mt-4 flex flex-col gap-8">
        <div className="order-2 min-w-0 sm:order-1">
          <div>
            <NetworkCanvas
              nodes={nodes}
              links={links}
              visibleIds={visibleIds}
              neighbourIds={neighbourIds}
              hoveredId={hoveredId}
              layout={layout}
              graphLabel={graphLabel}
              {...selection}
            />
          </div>

          <div className="mt-4">
            <h3 id="network-legend" className="sr-only">
              {t('network.legend')}
            </h3>
            <ul
              aria-labelledby="network-legend"
              data-testid="network-legend"
              className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-foreground"
            >
              {legend.map((entry) => (
                <li key={entry.key} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="h-3.5 w-3.5 rounded-full"
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
          className="order-1 grid min-w-0 grid-cols-1 gap-x-8 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:order-2 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
        >
          <div className="min-w-0">
            <h3 id="network-explore-heading" className="text-lg font-semibold">
              {t('network.explore.title')}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{t('network.explore.hint')}</p>
            <p role="status" aria-live="polite" className="sr-only">
              {announcement}
            </p>
            <div className="mt-4 rounded-lg bg-muted/60 p-4 md:sticky md:top-24">
              <NetworkDetails node={selectedNode} connections={selectedConnections} />
            </div>
          </div>
          <div className="mt-4 min-w-0 md:mt-0">
            <NetworkNodeList nodes={visibleNodes} connections={connections} {...selection} />
          </div>
        </section>
      </div>
    </div>
  )
}
