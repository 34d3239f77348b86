import { memo, useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Pause, Play } from '~/components/ui/icons.tsx'
import { centerNodeId, type NetworkLink, type NetworkNode } from '~/content-types/network-graph.ts'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { canvasHeight, canvasWidth, type Point, selectedRadiusGrowth } from './force-layout.ts'
import { linkEmphasis, nodeEmphasis, truncateLabel } from './graph-model.ts'
import { nodeKindLabel } from './node-labels.ts'
import { useForceLayout } from './use-force-layout.ts'

type NetworkCanvasProps = {
  nodes: NetworkNode[]
  links: NetworkLink[]
  visibleIds: ReadonlySet<string>
  selectedId: string | null
  neighbourIds: ReadonlySet<string>
  hoveredId: string | null
  graphLabel: string
  /** False: the layout is worked out to rest before it is drawn, as with reduced motion. */
  animate?: boolean
  onToggleSelect: (id: string) => void
  onHover: (id: string | null) => void
}

const tooltipMaxWidth = 256
const tooltipGap = 10

/** Where the tooltip goes, in pixels of the drawn graph: centred over the node, kept inside the box. */
function tooltipPlacement(point: Point, radius: number, boxWidth: number) {
  const scale = boxWidth / canvasWidth
  const width = Math.min(tooltipMaxWidth, boxWidth - 16)
  const left = Math.min(Math.max(point.x * scale - width / 2, 8), boxWidth - width - 8)
  const below = point.y < canvasHeight / 3
  const top = below ? (point.y + radius) * scale + tooltipGap : (point.y - radius) * scale - tooltipGap
  return { width, left, top, below }
}

export const NetworkCanvas = memo(function NetworkCanvas({
  nodes,
  links,
  visibleIds,
  selectedId,
  neighbourIds,
  hoveredId,
  graphLabel,
  animate = true,
  onToggleSelect,
  onHover,
}: NetworkCanvasProps) {
  const { t } = useTranslation()
  const { positions, status, paused, togglePaused } = useForceLayout(nodes, links, animate)
  const boxRef = useRef<HTMLDivElement>(null)
  const [boxWidth, setBoxWidth] = useState<number | null>(null)
  const tooltipId = useId()
  const statusId = useId()

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  const center = { x: canvasWidth / 2, y: canvasHeight / 2 }
  const positionOf = (id: string): Point | undefined =>
    positions?.get(id) ?? (id === centerNodeId ? center : undefined)
  const hoveredNode = hoveredId
    ? nodes.find((node) => node.id === hoveredId && visibleIds.has(node.id))
    : undefined
  const hoveredPoint = hoveredNode ? positionOf(hoveredNode.id) : undefined
  const placement =
    hoveredNode && hoveredPoint && boxWidth
      ? tooltipPlacement(
          hoveredPoint,
          hoveredNode.size + (hoveredNode.id === selectedId ? selectedRadiusGrowth : 0),
          boxWidth,
        )
      : undefined

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {animate ? (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={paused}
            aria-describedby={statusId}
            onClick={togglePaused}
            disabled={status === 'starting'}
          >
            {paused ? (
              <Play className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Pause className="h-4 w-4" aria-hidden="true" />
            )}
            {t('network.graph.pause')}
          </Button>
        ) : null}
        <p id={statusId} className="text-sm text-muted-foreground">
          {t(`network.graph.status.${paused && status !== 'settled' ? 'paused' : status}`)}
        </p>
      </div>

      <div
        ref={boxRef}
        className="@container relative mx-auto mt-4 aspect-[4/3] w-full max-w-[800px] overflow-visible rounded-xl border border-border bg-card"
        onPointerLeave={() => onHover(null)}
      >
        <svg
          viewBox={`0 0 ${canvasWidth} ${canvasHeight}`}
          className="absolute inset-0 h-full w-full select-none"
          role="img"
          aria-label={graphLabel}
          data-layout-status={status}
        >
          <g>
            {links.map((link) => {
              if (!visibleIds.has(link.source) || !visibleIds.has(link.target)) return null
              const from = positionOf(link.source)
              const to = positionOf(link.target)
              if (!from || !to) return null
              const emphasis = linkEmphasis(link, selectedId)
              return (
                <line
                  key={`${link.source}-${link.target}`}
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  data-link={`${link.source}--${link.target}`}
                  data-emphasis={emphasis}
                  className={cn(
                    'stroke-muted-foreground transition-[stroke-opacity,stroke-width] duration-200',
                    emphasis === 'selected' && 'stroke-primary',
                  )}
                  strokeWidth={emphasis === 'selected' ? 3 : 1.25}
                  strokeOpacity={emphasis === 'selected' ? 0.9 : emphasis === 'dimmed' ? 0.08 : 0.35}
                />
              )
            })}
          </g>
          <g>
            {nodes.map((node) => {
              if (!visibleIds.has(node.id)) return null
              const point = positionOf(node.id)
              if (!point) return null
              const emphasis = nodeEmphasis(node.id, selectedId, neighbourIds)
              const selected = emphasis === 'selected'
              const radius = node.size + (selected ? selectedRadiusGrowth : 0)
              const hovered = node.id === hoveredId
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; the node list beside the graph is the keyboard path
                <g
                  key={node.id}
                  transform={`translate(${point.x} ${point.y})`}
                  data-node-id={node.id}
                  data-node-name={node.name}
                  data-node-type={node.type}
                  data-emphasis={emphasis}
                  className="cursor-pointer transition-opacity duration-200"
                  opacity={emphasis === 'dimmed' ? 0.2 : 1}
                  onClick={(event) => {
                    event.stopPropagation()
                    onToggleSelect(node.id)
                  }}
                  onPointerEnter={() => onHover(node.id)}
                  onPointerLeave={() => onHover(null)}
                >
                  <circle
                    r={radius}
                    fill={node.color}
                    className={cn(selected || hovered ? 'stroke-foreground' : 'stroke-card')}
                    strokeWidth={selected ? 3 : 2}
                  />
                  <text
                    y={radius + 13}
                    textAnchor="middle"
                    className={cn(
                      'fill-foreground stroke-card text-[11px] font-medium [paint-order:stroke]',
                      node.type !== 'center' && !selected && !hovered && '@max-xl:hidden',
                    )}
                    strokeWidth={3}
                    fontWeight={node.type === 'center' || selected ? 700 : 500}
                    lang={fallbackLang(node, 'name')}
                  >
                    {truncateLabel(node.name)}
                  </text>
                </g>
              )
            })}
          </g>
        </svg>

        {hoveredNode && placement ? (
          <div
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute z-10 rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md"
            style={{
              left: placement.left,
              top: placement.top,
              width: placement.width,
              transform: placement.below ? undefined : 'translateY(-100%)',
            }}
          >
            <p lang={fallbackLang(hoveredNode, 'name')} className="font-semibold">
              {hoveredNode.name}
            </p>
            <p className="mt-0.5 text-xs uppercase tracking-wide opacity-80">
              {nodeKindLabel(t, hoveredNode)}
            </p>
            <p lang={fallbackLang(hoveredNode, 'description')} className="mt-1">
              {hoveredNode.description}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  )
})
