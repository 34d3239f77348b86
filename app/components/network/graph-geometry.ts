/**
 * The drawing's coordinate system and the label ladder, shared by the server (which lays the graph out,
 * services/network-layout.server.ts) and the page (which draws it): nothing here computes a layout, so
 * /network's script carries no simulation code (docs/decisions/034).
 */

/**
 * The drawing's shapes, in the graph's own units: landscape for a frame from `narrowBelowPx` wide up,
 * portrait below it (the same layout turned a quarter, so a phone's graph is tall and its labels fit).
 * The frame keeps the shape of its drawing, so the layout fills it.
 */
export const graphFrames = {
  wide: { width: 1000, height: 680 },
  narrow: { width: 600, height: 820 },
} as const
export type GraphFrame = keyof typeof graphFrames
export const narrowBelowPx = 560

/** Labels are set at this size in screen pixels at every zoom, and never cut. */
export const labelFontPx = 12
export const centerLabelFontPx = 14
/** Screen pixels between a node's edge and its label. */
export const labelGapPx = 4

/**
 * Screen pixels per graph unit at which labels are placed. A label placed at a step shows from that
 * scale up (on a wider frame, or zoomed in); with the frame's width alone (before any script runs) the
 * stylesheet shows the steps whose scale × the drawing's width the frame reaches (app.css, `network-graph`).
 */
export const labelScales = [
  0.3, 0.34, 0.4, 0.47, 0.55, 0.65, 0.75, 0.87, 1, 1.15, 1.35, 1.6, 1.9, 2.3, 2.8, 3.4, 4.2, 5.2,
]

/** A label no step can place is shown only on hover, focus or selection. */
export const unplacedLabel = labelScales.length

export const zoomLimits = { min: 1, max: 6, step: 1.6 } as const

/** Spec §9: the selected node's radius grows by 5. */
export const selectedRadiusGrowth = 5

/**
 * Where a label can sit beside its node, in the order they are tried: the direction it is pushed out
 * in (by the node's radius and the gap), and how its text is aligned to that point.
 */
export const labelSides = {
  right: { dx: 1, dy: 0, anchor: 'start', baseline: 'central' },
  left: { dx: -1, dy: 0, anchor: 'end', baseline: 'central' },
  below: { dx: 0, dy: 1, anchor: 'middle', baseline: 'text-before-edge' },
  above: { dx: 0, dy: -1, anchor: 'middle', baseline: 'text-after-edge' },
  'below-right': { dx: 0.7, dy: 0.7, anchor: 'start', baseline: 'text-before-edge' },
  'above-right': { dx: 0.7, dy: -0.7, anchor: 'start', baseline: 'text-after-edge' },
  'below-left': { dx: -0.7, dy: 0.7, anchor: 'end', baseline: 'text-before-edge' },
  'above-left': { dx: -0.7, dy: -0.7, anchor: 'end', baseline: 'text-after-edge' },
} as const
export type LabelSide = keyof typeof labelSides

/** A label's box in screen pixels, from the point it is pushed out to and its size. */
export function alignedBox(
  side: LabelSide,
  point: { x: number; y: number },
  size: { width: number; height: number },
) {
  const { anchor, baseline } = labelSides[side]
  const left =
    anchor === 'start' ? point.x : anchor === 'end' ? point.x - size.width : point.x - size.width / 2
  const top =
    baseline === 'text-before-edge'
      ? point.y
      : baseline === 'text-after-edge'
        ? point.y - size.height
        : point.y - size.height / 2
  return { left, top, right: left + size.width, bottom: top + size.height }
}

/** Where each node is, and where its label goes and from which step of `labelScales` it shows. */
export type FrameLayout = Record<string, { x: number; y: number; side: LabelSide; level: number }>
export type NetworkLayout = Record<GraphFrame, FrameLayout>

export type Point = { x: number; y: number }

/** The highest step a scale reaches (scales below the first still show the first step's labels). */
export function labelLevelAt(scale: number): number {
  let level = 0
  for (let index = 0; index < labelScales.length; index += 1) {
    if ((labelScales[index] ?? Number.POSITIVE_INFINITY) <= scale + 1e-9) level = index
  }
  return level
}

/**
 * A node's radius in screen pixels at a scale: it grows with the zoom, but on a narrow frame it is
 * drawn up to 1.6 times larger than the scale alone would make it, so a phone still shows nodes, not dots.
 * The stylesheet computes the same (app/components/network/network-graph.css).
 */
export function nodeRadiusPx(size: number, scale: number): number {
  return size * Math.min(Math.max(scale, 0.6), 1.6 * scale)
}
