import {
  forceLink,
  forceManyBody,
  forceSimulation,
  type Simulation,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force'
import { centerNodeId, type NetworkLink, type NetworkNode } from '~/content-types/network-graph.ts'

/** Spec §9: the graph is drawn on an 800 by 600 canvas. */
export const canvasWidth = 800
export const canvasHeight = 600

/** Spec §9 maps onto d3-force: rest length 80 + 50 × strength, repulsion within 100, 0.1% decay, stop below 0.01. */
export const layoutSettings = {
  linkBaseDistance: 80,
  linkDistancePerStrength: 50,
  repulsionDistanceMax: 100,
  alphaDecay: 0.001,
  alphaMin: 0.01,
  /** Stronger than d3's default (-30) so fifty nodes around one hub spread out instead of piling up. */
  repulsionStrength: -500,
  /** Room kept between a node and the canvas edge, for its label. */
  edgeMargin: 18,
  /** Energy given back when Play is pressed after the layout came to rest. */
  replayAlpha: 0.3,
} as const

/** Spec §9: the selected node's radius grows by 5. */
export const selectedRadiusGrowth = 5

export type LayoutNode = SimulationNodeDatum & { id: string; size: number }
export type LayoutLink = SimulationLinkDatum<LayoutNode> & { strength: number }
export type Point = { x: number; y: number }
export type Positions = ReadonlyMap<string, Point>

export function linkRestLength(strength: number): number {
  return layoutSettings.linkBaseDistance + layoutSettings.linkDistancePerStrength * strength
}

const goldenAngle = Math.PI * (3 - Math.sqrt(5))

/** Keeps every node inside the canvas by trimming the velocity that would carry it out. */
function containWithinCanvas(nodes: LayoutNode[]) {
  return () => {
    for (const node of nodes) {
      const margin = node.size + layoutSettings.edgeMargin
      const x = node.x ?? 0
      const y = node.y ?? 0
      const nextX = Math.min(canvasWidth - margin, Math.max(margin, x + (node.vx ?? 0)))
      const nextY = Math.min(canvasHeight - margin, Math.max(margin, y + (node.vy ?? 0)))
      node.vx = nextX - x
      node.vy = nextY - y
    }
  }
}

/**
 * A stopped simulation: the owner is pinned in the middle and the other nodes start on a small
 * spiral around it, so the same data always settles into the same picture.
 */
export function createForceLayout(
  nodes: NetworkNode[],
  links: NetworkLink[],
): Simulation<LayoutNode, LayoutLink> {
  const centerX = canvasWidth / 2
  const centerY = canvasHeight / 2
  let spiralIndex = 0
  const layoutNodes: LayoutNode[] = nodes.map((node) => {
    if (node.id === centerNodeId)
      return { id: node.id, size: node.size, x: centerX, y: centerY, fx: centerX, fy: centerY }
    const radius = 10 * Math.sqrt(0.5 + spiralIndex)
    const angle = spiralIndex * goldenAngle
    spiralIndex += 1
    return {
      id: node.id,
      size: node.size,
      x: centerX + radius * Math.cos(angle),
      y: centerY + radius * Math.sin(angle),
    }
  })
  const layoutLinks: LayoutLink[] = links.map((link) => ({
    source: link.source,
    target: link.target,
    strength: link.strength,
  }))

  return forceSimulation<LayoutNode, LayoutLink>(layoutNodes)
    .force(
      'link',
      forceLink<LayoutNode, LayoutLink>(layoutLinks)
        .id((node) => node.id)
        .distance((link) => linkRestLength(link.strength)),
    )
    .force(
      'charge',
      forceManyBody<LayoutNode>()
        .strength(layoutSettings.repulsionStrength)
        .distanceMax(layoutSettings.repulsionDistanceMax),
    )
    .force('contain', containWithinCanvas(layoutNodes))
    .alphaDecay(layoutSettings.alphaDecay)
    .alphaMin(layoutSettings.alphaMin)
    .stop()
}

export function isAtRest(simulation: Simulation<LayoutNode, LayoutLink>): boolean {
  return simulation.alpha() < simulation.alphaMin()
}

/** Positions rounded to a tenth of a unit: finer than the eye sees, cheaper to render. */
export function snapshotPositions(simulation: Simulation<LayoutNode, LayoutLink>): Positions {
  return new Map(
    simulation
      .nodes()
      .map((node) => [
        node.id,
        { x: Math.round((node.x ?? 0) * 10) / 10, y: Math.round((node.y ?? 0) * 10) / 10 },
      ]),
  )
}
