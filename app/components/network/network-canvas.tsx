import { type CSSProperties, memo, useId, useRef } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { RotateCcw, ZoomIn, ZoomOut } from '~/components/ui/icons.tsx'
import type { NetworkLink, NetworkNode } from '~/content-types/network-graph.ts'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import {
  type FrameLayout,
  type GraphFrame,
  graphFrames,
  labelLevelAt,
  labelSides,
  type NetworkLayout,
  nodeRadiusPx,
  selectedRadiusGrowth,
  zoomLimits,
} from './graph-geometry.ts'
import { linkEmphasis, nodeEmphasis } from './graph-model.ts'
import { nodeKindLabel } from './node-labels.ts'
import { usePanZoom, type View } from './use-pan-zoom.ts'

type NetworkCanvasProps = {
  nodes: NetworkNode[]
  links: NetworkLink[]
  layout: NetworkLayout
  visibleIds: ReadonlySet<string>
  selectedId: string | null
  neighbourIds: ReadonlySet<string>
  hoveredId: string | null
  graphLabel: string
  onToggleSelect: (id: string) => void
  onHover: (id: string | null) => void
}

const tooltipMaxWidth = 256
const tooltipGap = 10

/** Where the tooltip goes, in pixels of the frame: centred over the node, kept inside the frame. */
function tooltipPlacement(
  point: { x: number; y: number },
  radiusPx: number,
  frame: { width: number; height: number },
) {
  const width = Math.min(tooltipMaxWidth, frame.width - 16)
  const left = Math.min(Math.max(point.x - width / 2, 8), frame.width - width - 8)
  const below = point.y < frame.height / 3
  const top = below ? point.y + radiusPx + tooltipGap : point.y - radiusPx - tooltipGap
  return { width, left, top, below }
}

/** A point of the drawing in pixels of the frame. */
const screenPoint = (point: { x: number; y: number }, shape: GraphFrame, view: View, baseScale: number) => ({
  x: (view.x * graphFrames[shape].width + view.k * point.x) * baseScale,
  y: (view.y * graphFrames[shape].height + view.k * point.y) * baseScale,
})

type DrawingProps = Omit<NetworkCanvasProps, 'layout' | 'graphLabel' | 'onHover'> & {
  shape: GraphFrame
  places: FrameLayout
  view: View
  /** Screen pixels per graph unit, zoom included; null until the frame is measured. */
  scale: number | null
  graphLabel: string
  onHover: (id: string | null) => void
}

/** One drawing of the graph (the portrait or the landscape one); the stylesheet shows the one that fits. */
const GraphDrawing = memo(function GraphDrawing({
  shape,
  places,
  view,
  scale,
  nodes,
  links,
  visibleIds,
  selectedId,
  neighbourIds,
  hoveredId,
  graphLabel,
  onToggleSelect,
  onHover,
}: DrawingProps) {
  const { width, height } = graphFrames[shape]
  const shownLevel = scale === null ? null : labelLevelAt(scale)
  const drawn = nodes.filter((node) => visibleIds.has(node.id) && places[node.id])
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="network-svg absolute inset-0 h-full w-full"
      data-frame={shape}
      style={scale === null ? undefined : ({ '--s': scale } as CSSProperties)}
      role="img"
      aria-label={graphLabel}
      data-zoom={view.k.toFixed(2)}
    >
      <g transform={`translate(${view.x * width} ${view.y * height}) scale(${view.k})`}>
        <g>
          {links.map((link) => {
            if (!visibleIds.has(link.source) || !visibleIds.has(link.target)) return null
            const from = places[link.source]
            const to = places[link.target]
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
                vectorEffect="non-scaling-stroke"
                className={cn(
                  'stroke-muted-foreground transition-[stroke-opacity,stroke-width] duration-200',
                  emphasis === 'selected' && 'stroke-primary',
                )}
                strokeWidth={emphasis === 'selected' ? 3 : 1}
                strokeOpacity={emphasis === 'selected' ? 0.9 : emphasis === 'dimmed' ? 0.06 : 0.22}
              />
            )
          })}
        </g>
        <g>
          {drawn.map((node) => {
            const place = places[node.id]
            if (!place) return null
            const emphasis = nodeEmphasis(node.id, selectedId, neighbourIds)
            const selected = emphasis === 'selected'
            const radius = node.size + (selected ? selectedRadiusGrowth : 0)
            const hovered = node.id === hoveredId
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut; the node list is the keyboard path
              <g
                key={node.id}
                transform={`translate(${place.x} ${place.y})`}
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
                  style={{ '--size': radius } as CSSProperties}
                  vectorEffect="non-scaling-stroke"
                  className={cn('network-node', selected || hovered ? 'stroke-foreground' : 'stroke-card')}
                  strokeWidth={selected ? 3 : 1.5}
                />
              </g>
            )
          })}
        </g>
        <g className="pointer-events-none">
          {drawn.map((node) => {
            const place = places[node.id]
            if (!place) return null
            const emphasis = nodeEmphasis(node.id, selectedId, neighbourIds)
            const pointedOut = emphasis === 'selected' || node.id === hoveredId
            const side = labelSides[place.side]
            const shown = shownLevel === null ? undefined : pointedOut || place.level <= shownLevel
            const radius = node.size + (emphasis === 'selected' ? selectedRadiusGrowth : 0)
            return (
              <g
                key={node.id}
                transform={`translate(${place.x} ${place.y})`}
                opacity={emphasis === 'dimmed' ? 0.25 : 1}
              >
                <g
                  className="network-label"
                  data-label-for={node.id}
                  data-level={pointedOut ? 0 : place.level}
                  style={
                    {
                      '--size': radius,
                      '--dx': side.dx,
                      '--dy': side.dy,
                      display: shown === undefined ? undefined : shown ? 'inline' : 'none',
                    } as CSSProperties
                  }
                >
                  <text
                    textAnchor={side.anchor}
                    dominantBaseline={side.baseline}
                    className="fill-foreground"
                    fontSize={node.type === 'center' ? 14 : 12}
                    fontWeight={node.type === 'center' || pointedOut ? 700 : 500}
                    lang={fallbackLang(node, 'name')}
                  >
                    {node.name}
                  </text>
                </g>
              </g>
            )
          })}
        </g>
      </g>
    </svg>
  )
})

/**
 * The graph drawn where the server laid it out (docs/decisions/034): at rest from the first paint,
 * labels that never cover each other, more of them as the visitor zooms in, and pan and zoom by
 * pointer, wheel, pinch and buttons. Both drawings are sent; the frame's width picks one.
 */
export const NetworkCanvas = memo(function NetworkCanvas({ layout, ...shared }: NetworkCanvasProps) {
  const { nodes, visibleIds, selectedId, hoveredId, onHover } = shared
  const { t } = useTranslation()
  const frameRef = useRef<HTMLDivElement>(null)
  const { view, shape, baseScale, zoomBy, reset, handlers } = usePanZoom(frameRef)
  const tooltipId = useId()
  const hintId = useId()

  const hoveredNode = hoveredId
    ? nodes.find((node) => node.id === hoveredId && visibleIds.has(node.id))
    : undefined
  const hoveredPlace = hoveredNode && shape ? layout[shape][hoveredNode.id] : undefined
  const placement =
    hoveredNode && hoveredPlace && shape && baseScale !== null
      ? tooltipPlacement(
          screenPoint(hoveredPlace, shape, view, baseScale),
          nodeRadiusPx(
            hoveredNode.size + (hoveredNode.id === selectedId ? selectedRadiusGrowth : 0),
            baseScale * view.k,
          ),
          { width: graphFrames[shape].width * baseScale, height: graphFrames[shape].height * baseScale },
        )
      : undefined

  return (
    <div className="network-stage">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => zoomBy(zoomLimits.step)}
            disabled={view.k >= zoomLimits.max}
            aria-describedby={hintId}
          >
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
            {t('network.graph.zoomIn')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => zoomBy(1 / zoomLimits.step)}
            disabled={view.k <= zoomLimits.min}
          >
            <ZoomOut className="h-4 w-4" aria-hidden="true" />
            {t('network.graph.zoomOut')}
          </Button>
          <Button variant="outline" size="sm" onClick={reset} disabled={view.k === 1}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('network.graph.reset')}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('network.graph.zoomHint')}
        </p>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this frames a drawing that answers keys */}
      <div
        ref={frameRef}
        className="network-frame relative mt-4 w-full overflow-hidden rounded-xl border border-border bg-card select-none"
        style={{
          touchAction: view.k > zoomLimits.min ? 'none' : 'pan-y',
          cursor: view.k > 1 ? 'grab' : undefined,
        }}
        onPointerLeave={() => onHover(null)}
        // The frame takes the keyboard's pan and zoom (use-pan-zoom.ts); the nodes are reached in the list.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame answers keys (use-pan-zoom.ts), named and described for them
        tabIndex={0}
        role="group"
        aria-label={t('network.graph.frameLabel')}
        aria-describedby={hintId}
        {...handlers}
      >
        {(['narrow', 'wide'] as const).map((frame) =>
          shape === null || shape === frame ? (
            <GraphDrawing
              key={frame}
              shape={frame}
              places={layout[frame]}
              scale={shape === frame && baseScale !== null ? baseScale * view.k : null}
              view={view}
              {...shared}
            />
          ) : null,
        )}

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
