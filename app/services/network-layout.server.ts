import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force'
import {
  alignedBox,
  centerLabelFontPx,
  type FrameLayout,
  graphFrames,
  type LabelSide,
  labelFontPx,
  labelGapPx,
  labelScales,
  labelSides,
  type NetworkLayout,
  nodeRadiusPx,
  unplacedLabel,
} from '~/components/network/graph-geometry.ts'
import {
  centerNodeId,
  type NetworkLink,
  type NetworkNode,
  type NetworkNodeType,
} from '~/content-types/network-graph.ts'

/**
 * The network graph laid out once, on the server, for each version of its content: a force simulation
 * run to rest, then its labels placed so that none covers another or a node (docs/decisions/034).
 * The page and the admin's preview draw what this returns; nothing runs in the browser.
 */

/** Spec §9 maps onto d3-force: rest length 80 + 50 × strength, repulsion reaching 100 units and more. */
export const layoutSettings = {
  linkBaseDistance: 80,
  linkDistancePerStrength: 50,
  repulsionStrength: -260,
  repulsionDistanceMax: 260,
  /** Every node links to the owner; kept weak, so those links do not pull the clusters into a ball. */
  centerLinkStrength: 0.02,
  otherLinkStrength: 0.12,
  /** The pull toward each type's own part of the frame. */
  clusterStrength: 0.14,
  /** Room around a node kept free of other nodes, for its label. */
  collideMargin: 9,
  /** Room kept between the outermost nodes and the frame's edge, in graph units. */
  edgeMargin: 34,
  alphaMin: 0.001,
  ticks: 300,
} as const

export function linkRestLength(strength: number): number {
  return layoutSettings.linkBaseDistance + layoutSettings.linkDistancePerStrength * strength
}

const { width: graphWidth, height: graphHeight } = graphFrames.wide

/** Where each type gathers: the owner in the middle, organizations left, projects upper right, skills lower right. */
const clusterCentres: Record<NetworkNodeType, { x: number; y: number }> = {
  center: { x: graphWidth * 0.47, y: graphHeight * 0.5 },
  organization: { x: graphWidth * 0.2, y: graphHeight * 0.5 },
  project: { x: graphWidth * 0.72, y: graphHeight * 0.27 },
  skill: { x: graphWidth * 0.72, y: graphHeight * 0.76 },
}

type LayoutNode = SimulationNodeDatum & { id: string; size: number; type: NetworkNodeType }
type LayoutLink = SimulationLinkDatum<LayoutNode> & { strength: number; touchesCenter: boolean }

const goldenAngle = Math.PI * (3 - Math.sqrt(5))

/** The simulation run to rest; the same graph always gives the same positions (d3's seeded random source). */
function settlePositions(nodes: readonly NetworkNode[], links: readonly NetworkLink[]) {
  const indexInType = new Map<NetworkNodeType, number>()
  const layoutNodes: LayoutNode[] = nodes.map((node) => {
    const index = indexInType.get(node.type) ?? 0
    indexInType.set(node.type, index + 1)
    const home = clusterCentres[node.type]
    const radius = 12 * Math.sqrt(0.5 + index)
    return {
      id: node.id,
      size: node.size,
      type: node.type,
      x: home.x + radius * Math.cos(index * goldenAngle),
      y: home.y + radius * Math.sin(index * goldenAngle),
    }
  })
  const ids = new Set(layoutNodes.map((node) => node.id))
  const layoutLinks: LayoutLink[] = links
    .filter((link) => ids.has(link.source) && ids.has(link.target))
    .map((link) => ({
      source: link.source,
      target: link.target,
      strength: link.strength,
      touchesCenter: link.source === centerNodeId || link.target === centerNodeId,
    }))

  const simulation = forceSimulation<LayoutNode, LayoutLink>(layoutNodes)
    .force(
      'link',
      forceLink<LayoutNode, LayoutLink>(layoutLinks)
        .id((node) => node.id)
        .distance((link) => linkRestLength(link.strength))
        .strength((link) =>
          link.touchesCenter ? layoutSettings.centerLinkStrength : layoutSettings.otherLinkStrength,
        ),
    )
    .force(
      'charge',
      forceManyBody<LayoutNode>()
        .strength(layoutSettings.repulsionStrength)
        .distanceMax(layoutSettings.repulsionDistanceMax),
    )
    .force(
      'collide',
      forceCollide<LayoutNode>((node) => node.size + layoutSettings.collideMargin).iterations(2),
    )
    .force(
      'clusterX',
      forceX<LayoutNode>((node) => clusterCentres[node.type].x).strength((node) =>
        node.type === 'center' ? 1 : layoutSettings.clusterStrength,
      ),
    )
    .force(
      'clusterY',
      forceY<LayoutNode>((node) => clusterCentres[node.type].y).strength((node) =>
        node.type === 'center' ? 1 : layoutSettings.clusterStrength,
      ),
    )
    .alphaMin(layoutSettings.alphaMin)
    .alphaDecay(1 - layoutSettings.alphaMin ** (1 / layoutSettings.ticks))
    .stop()
  while (simulation.alpha() >= simulation.alphaMin()) simulation.tick()
  return fitToFrame(layoutNodes)
}

/** Stretches the settled drawing to the frame, so the graph uses all of it whatever shape it settled in. */
function fitToFrame(nodes: LayoutNode[]) {
  const margin = layoutSettings.edgeMargin
  const xs = nodes.map((node) => node.x ?? 0)
  const ys = nodes.map((node) => node.y ?? 0)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const spanX = Math.max(maxX - minX, 1)
  const spanY = Math.max(maxY - minY, 1)
  const round = (value: number) => Math.round(value * 10) / 10
  return new Map(
    nodes.map((node) => [
      node.id,
      {
        x: round(margin + (((node.x ?? 0) - minX) / spanX) * (graphWidth - 2 * margin)),
        y: round(margin + (((node.y ?? 0) - minY) / spanY) * (graphHeight - 2 * margin)),
      },
    ]),
  )
}

/**
 * Advance widths of Public Sans (the site's typeface, decision 031) in thousandths of an em, rounded up,
 * for the characters node names use; anything else counts as the widest letter. Accents do not change a
 * letter's width.
 */
const advanceWidths: Record<string, number> = {
  ' ': 260,
  '&': 700,
  "'": 200,
  '’': 220,
  '(': 320,
  ')': 320,
  ',': 260,
  '-': 380,
  '.': 260,
  '/': 420,
  ':': 260,
  '–': 560,
  '0': 600,
  '1': 600,
  '2': 600,
  '3': 600,
  '4': 600,
  '5': 600,
  '6': 600,
  '7': 600,
  '8': 600,
  '9': 600,
  A: 680,
  B: 660,
  C: 700,
  D: 720,
  E: 600,
  F: 580,
  G: 730,
  H: 730,
  I: 280,
  J: 480,
  K: 660,
  L: 560,
  M: 880,
  N: 740,
  O: 760,
  P: 640,
  Q: 760,
  R: 660,
  S: 620,
  T: 600,
  U: 720,
  V: 660,
  W: 980,
  X: 660,
  Y: 640,
  Z: 620,
  a: 560,
  b: 600,
  c: 520,
  d: 600,
  e: 560,
  f: 340,
  g: 600,
  h: 590,
  i: 260,
  j: 260,
  k: 540,
  l: 260,
  m: 900,
  n: 590,
  o: 580,
  p: 600,
  q: 600,
  r: 380,
  s: 500,
  t: 360,
  u: 590,
  v: 540,
  w: 820,
  x: 530,
  y: 540,
  z: 500,
}
const widestAdvance = 980

/** A label's width in screen pixels at its font size, a little over what the browser draws. */
export function labelWidthPx(text: string, fontPx: number, bold = false): number {
  let thousandths = 0
  for (const character of text.normalize('NFD').replace(/\p{M}/gu, ''))
    thousandths += advanceWidths[character] ?? widestAdvance
  return (thousandths / 1000) * fontPx * (bold ? 1.06 : 1.02)
}

type Place = { x: number; y: number }

/**
 * The portrait drawing: the landscape one turned a quarter (organizations on top, projects and skills
 * below), fitted to the portrait frame's margins.
 */
function turnToPortrait(positions: ReadonlyMap<string, Place>): Map<string, Place> {
  const { width, height } = graphFrames.narrow
  const margin = layoutSettings.edgeMargin
  const across = (value: number, from: number, to: number) =>
    margin + ((value - margin) / (from - 2 * margin)) * (to - 2 * margin)
  const round = (value: number) => Math.round(value * 10) / 10
  return new Map(
    [...positions].map(([id, place]) => [
      id,
      {
        x: round(across(graphHeight - place.y, graphHeight, width)),
        y: round(across(place.x, graphWidth, height)),
      },
    ]),
  )
}

type Box = { left: number; top: number; right: number; bottom: number }

/** Room kept around each label, in screen pixels. */
const labelPadding = 2
const sides = Object.keys(labelSides) as LabelSide[]

function labelBox(
  point: { x: number; y: number },
  radius: number,
  size: { width: number; height: number },
  side: LabelSide,
  scale: number,
): Box {
  const reach = nodeRadiusPx(radius, scale) + labelGapPx
  const { dx, dy } = labelSides[side]
  const box = alignedBox(side, { x: point.x * scale + dx * reach, y: point.y * scale + dy * reach }, size)
  return {
    left: box.left - labelPadding,
    top: box.top - labelPadding,
    right: box.right + labelPadding,
    bottom: box.bottom + labelPadding,
  }
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

function touchesCircle(box: Box, x: number, y: number, radius: number) {
  const nearestX = Math.min(Math.max(x, box.left), box.right)
  const nearestY = Math.min(Math.max(y, box.top), box.bottom)
  return (nearestX - x) ** 2 + (nearestY - y) ** 2 < radius * radius
}

/** The order labels are placed in: the owner, then the best-connected nodes, organizations before projects before skills. */
const typeRank: Record<NetworkNodeType, number> = { center: 0, organization: 1, project: 2, skill: 3 }

/**
 * Each label's side and the lowest step of `labelScales` from which it shows. Labels are placed in
 * order of importance; a label takes the first step and side where, at that scale and every larger one,
 * it stays inside the frame and clear of every node and of every label placed before it.
 */
function placeLabels(
  nodes: readonly NetworkNode[],
  links: readonly NetworkLink[],
  positions: ReadonlyMap<string, Place>,
  frame: { width: number; height: number },
): Record<string, { side: LabelSide; level: number }> {
  const degree = new Map<string, number>()
  for (const link of links) {
    degree.set(link.source, (degree.get(link.source) ?? 0) + 1)
    degree.set(link.target, (degree.get(link.target) ?? 0) + 1)
  }
  const ordered = [...nodes].sort(
    (a, b) =>
      typeRank[a.type] - typeRank[b.type] ||
      (degree.get(b.id) ?? 0) - (degree.get(a.id) ?? 0) ||
      a.name.localeCompare(b.name, 'en'),
  )
  const placed: { box: (scale: number) => Box; level: number }[] = []
  const result: Record<string, { side: LabelSide; level: number }> = {}

  for (const node of ordered) {
    const point = positions.get(node.id)
    if (!point) continue
    const fontPx = node.type === 'center' ? centerLabelFontPx : labelFontPx
    const size = { width: labelWidthPx(node.name, fontPx, node.type === 'center'), height: fontPx * 1.25 }
    const boxAt = (side: LabelSide) => (scale: number) => labelBox(point, node.size, size, side, scale)

    const fitsAt = (box: Box, scale: number, level: number) =>
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= frame.width * scale &&
      box.bottom <= frame.height * scale &&
      nodes.every((other) => {
        const at = positions.get(other.id)
        return !at || !touchesCircle(box, at.x * scale, at.y * scale, nodeRadiusPx(other.size, scale) + 1)
      }) &&
      placed.every((label) => label.level > level || !overlaps(box, label.box(scale)))

    // For each side, the lowest step from which it fits at every larger step too.
    let choice: { side: LabelSide; level: number } | undefined
    for (const side of sides) {
      const box = boxAt(side)
      let lowest = labelScales.length
      while (lowest > 0) {
        const scale = labelScales[lowest - 1] ?? 0
        if (!fitsAt(box(scale), scale, lowest - 1)) break
        lowest -= 1
      }
      if (lowest < labelScales.length && (!choice || lowest < choice.level)) choice = { side, level: lowest }
    }
    const final = choice ?? { side: 'below' as const, level: unplacedLabel }
    result[node.id] = final
    if (choice) placed.push({ box: boxAt(choice.side), level: choice.level })
  }
  return result
}

/** Computes the layout of a graph: the simulation at rest, stretched to each frame, with its labels placed. */
export function computeNetworkLayout(
  nodes: readonly NetworkNode[],
  links: readonly NetworkLink[],
): NetworkLayout {
  const wide = settlePositions(nodes, links)
  const frameLayout = (positions: ReadonlyMap<string, Place>, frame: { width: number; height: number }) => {
    const labels = placeLabels(nodes, links, positions, frame)
    const layout: FrameLayout = {}
    for (const node of nodes) {
      const point = positions.get(node.id)
      const label = labels[node.id]
      if (point && label) layout[node.id] = { ...point, ...label }
    }
    return layout
  }
  return {
    wide: frameLayout(wide, graphFrames.wide),
    narrow: frameLayout(turnToPortrait(wide), graphFrames.narrow),
  }
}

/**
 * Layouts by the graph they were computed for: a version of the content is laid out once per language
 * (labels differ in width), and a change to any node, link or name makes a new key. Kept small, since
 * only the current version is asked for once the owner saves.
 */
const layoutCache = new Map<string, NetworkLayout>()
const layoutCacheSize = 12

export function networkLayoutFor(graph: { nodes: readonly NetworkNode[]; links: readonly NetworkLink[] }) {
  const key = JSON.stringify([
    graph.nodes.map((node) => [node.id, node.type, node.size, node.name]),
    graph.links.map((link) => [link.source, link.target, link.strength]),
  ])
  const cached = layoutCache.get(key)
  if (cached) return cached
  const layout = computeNetworkLayout(graph.nodes, graph.links)
  if (layoutCache.size >= layoutCacheSize) {
    const oldest = layoutCache.keys().next().value
    if (oldest !== undefined) layoutCache.delete(oldest)
  }
  layoutCache.set(key, layout)
  return layout
}
