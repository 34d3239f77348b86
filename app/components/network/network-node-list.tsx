import { type KeyboardEvent, memo, useRef, useState } from 'react'
import type { NetworkNode, NetworkNodeType } from '~/content-types/network-graph.ts'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import type { Connection } from './graph-model.ts'
import { nodeKindLabel } from './node-labels.ts'

type NetworkNodeListProps = {
  nodes: NetworkNode[]
  connections: ReadonlyMap<string, Connection[]>
  selectedId: string | null
  onToggleSelect: (id: string) => void
  onHover: (id: string | null) => void
}

const groupOrder: NetworkNodeType[] = ['center', 'organization', 'project', 'skill']

/**
 * The keyboard and screen-reader way into the graph, and what a phone shows first: the nodes by type,
 * each with the nodes it links to. One tab stop, arrow keys move between nodes, Enter or Space selects
 * and deselects, and focusing a node points it out in the graph.
 */
export const NetworkNodeList = memo(function NetworkNodeList({
  nodes,
  connections,
  selectedId,
  onToggleSelect,
  onHover,
}: NetworkNodeListProps) {
  const { t } = useTranslation()
  const [activeId, setActiveId] = useState<string | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const ordered = groupOrder.flatMap((type) => nodes.filter((node) => node.type === type))
  const tabStopId = ordered.some((node) => node.id === activeId) ? activeId : (ordered[0]?.id ?? null)

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const lastIndex = ordered.length - 1
    const nextIndex = {
      ArrowDown: Math.min(index + 1, lastIndex),
      ArrowRight: Math.min(index + 1, lastIndex),
      ArrowUp: Math.max(index - 1, 0),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: lastIndex,
    }[event.key]
    if (nextIndex === undefined) return
    event.preventDefault()
    const next = ordered[nextIndex]
    if (!next) return
    setActiveId(next.id)
    buttons.current.get(next.id)?.focus()
  }

  return (
    <div className="max-h-[34rem] overflow-y-auto pr-1 sm:max-h-none sm:overflow-visible">
      {groupOrder.map((type) => {
        const group = nodes.filter((node) => node.type === type)
        if (group.length === 0) return null
        const headingId = `network-list-${type}`
        return (
          <div key={type} className="mt-4 first:mt-0">
            <p id={headingId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t(`network.list.groups.${type}`, { count: group.length })}
            </p>
            <ul aria-labelledby={headingId} className="mt-2 gap-x-6 lg:columns-2">
              {group.map((node) => {
                const index = ordered.indexOf(node)
                const selected = node.id === selectedId
                const linked = connections.get(node.id) ?? []
                return (
                  <li key={node.id} className="break-inside-avoid pb-1">
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(node.id, element)
                        else buttons.current.delete(node.id)
                      }}
                      tabIndex={node.id === tabStopId ? 0 : -1}
                      aria-pressed={selected}
                      data-node-id={node.id}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors',
                        selected
                          ? 'bg-primary-soft font-semibold text-primary-soft-foreground'
                          : 'text-foreground hover:bg-muted',
                      )}
                      onClick={() => {
                        setActiveId(node.id)
                        onToggleSelect(node.id)
                      }}
                      onKeyDown={(event) => moveFocus(event, index)}
                      onFocus={() => {
                        setActiveId(node.id)
                        onHover(node.id)
                      }}
                      onBlur={() => onHover(null)}
                      onMouseEnter={() => onHover(node.id)}
                      onMouseLeave={() => onHover(null)}
                    >
                      <span
                        aria-hidden="true"
                        className="h-3 w-3 shrink-0 rounded-full"
                        style={{ backgroundColor: node.color }}
                      />
                      <span className="min-w-0 flex-1">
                        <span lang={fallbackLang(node, 'name')}>{node.name}</span>
                        <span className="sr-only">, {nodeKindLabel(t, node)}</span>
                      </span>
                    </button>
                    {linked.length > 0 ? (
                      <p className="pl-8 text-xs text-muted-foreground" data-testid="network-node-links">
                        {node.type === 'center' || linked.length > 4
                          ? t('network.details.connections', { count: linked.length })
                          : t('network.list.linkedWith', {
                              names: linked.map((connection) => connection.node.name).join(', '),
                            })}
                      </p>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </div>
  )
})
