import { describe, expect, it } from 'vitest'
import {
  alignedBox,
  type FrameLayout,
  graphFrames,
  labelGapPx,
  labelLevelAt,
  labelScales,
  labelSides,
  nodeRadiusPx,
  unplacedLabel,
} from '~/components/network/graph-geometry.ts'
import { centerNodeId, type NetworkNode, networkGraph } from '~/content-types/network-graph.ts'
import { networkLinks, networkNodes } from '../../content/network.ts'
import {
  computeNetworkLayout,
  labelWidthPx,
  linkRestLength,
  networkLayoutFor,
} from './network-layout.server.ts'

/** The demo seed, drawn as the site draws what is stored, in English and in Spanish (longer skill names). */
const english = networkGraph(
  { name: 'Jordan Avery', title: 'IT Strategy Consultant' },
  networkNodes,
  networkLinks,
)
const spanish = networkGraph(
  { name: 'Jordan Avery', title: 'Consultor' },
  networkNodes.map((node) => ({ ...node, name: node.translations?.es?.name ?? node.name })),
  networkLinks,
)

type Box = { left: number; top: number; right: number; bottom: number }

/** The labels a frame shows at a scale (screen pixels per graph unit), as boxes in screen pixels. */
function shownLabels(graph: { nodes: NetworkNode[] }, layout: FrameLayout, scale: number) {
  const level = labelLevelAt(scale)
  return graph.nodes.flatMap((node) => {
    const place = layout[node.id]
    if (!place || place.level > level) return []
    const fontPx = node.type === 'center' ? 14 : 12
    const width = labelWidthPx(node.name, fontPx)
    const height = fontPx
    const reach = nodeRadiusPx(node.size, scale) + labelGapPx
    const { dx, dy } = labelSides[place.side]
    const point = { x: place.x * scale + dx * reach, y: place.y * scale + dy * reach }
    return [{ id: node.id, box: alignedBox(place.side, point, { width, height }) satisfies Box }]
  })
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const { width: graphWidth, height: graphHeight } = graphFrames.wide

describe('the network layout', () => {
  const both = computeNetworkLayout(english.nodes, english.links)
  const layout = both.wide

  it('keeps the spec’s rest length of a link (80 + 50 × strength)', () => {
    expect(linkRestLength(0)).toBe(80)
    expect(linkRestLength(0.5)).toBe(105)
    expect(linkRestLength(1)).toBe(130)
  })

  it('is the same every time for the same graph', () => {
    expect(computeNetworkLayout(english.nodes, english.links)).toEqual(both)
    expect(networkLayoutFor(english)).toEqual(both)
    expect(networkLayoutFor(english)).toBe(networkLayoutFor({ ...english }))
  })

  it('places every node inside the frame, using all of it, with no two nodes overlapping', () => {
    const places = english.nodes.map((node) => ({ node, place: layout[node.id] }))
    for (const { node, place } of places) {
      expect(place, node.id).toBeDefined()
      expect(place?.x).toBeGreaterThanOrEqual(node.size)
      expect(place?.x).toBeLessThanOrEqual(graphWidth - node.size)
      expect(place?.y).toBeGreaterThanOrEqual(node.size)
      expect(place?.y).toBeLessThanOrEqual(graphHeight - node.size)
    }
    const xs = places.map(({ place }) => place?.x ?? 0)
    const ys = places.map(({ place }) => place?.y ?? 0)
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(graphWidth * 0.9)
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(graphHeight * 0.85)
    for (const [index, a] of places.entries())
      for (const b of places.slice(index + 1)) {
        const distance = Math.hypot(
          (a.place?.x ?? 0) - (b.place?.x ?? 0),
          (a.place?.y ?? 0) - (b.place?.y ?? 0),
        )
        expect(distance, `${a.node.id} and ${b.node.id}`).toBeGreaterThan(a.node.size + b.node.size)
      }
  })

  it('gathers each type in its own part of the frame, around the owner', () => {
    const meanX = (type: NetworkNode['type']) => {
      const xs = english.nodes.filter((node) => node.type === type).map((node) => layout[node.id]?.x ?? 0)
      return xs.reduce((sum, x) => sum + x, 0) / xs.length
    }
    const meanY = (type: NetworkNode['type']) => {
      const ys = english.nodes.filter((node) => node.type === type).map((node) => layout[node.id]?.y ?? 0)
      return ys.reduce((sum, y) => sum + y, 0) / ys.length
    }
    expect(meanX('organization')).toBeLessThan(graphWidth * 0.35)
    expect(meanX('project')).toBeGreaterThan(graphWidth * 0.55)
    expect(meanX('skill')).toBeGreaterThan(graphWidth * 0.55)
    expect(meanY('project')).toBeLessThan(meanY('skill'))
  })

  for (const [language, graph] of [
    ['English', english],
    ['Spanish', spanish],
  ] as const) {
    it(`shows no two ${language} labels over each other or over a node, at every scale, in both frames`, () => {
      const layouts = computeNetworkLayout(graph.nodes, graph.links)
      for (const [graphLayout, scale] of (['wide', 'narrow'] as const).flatMap((frame) =>
        labelScales.map((scale) => [layouts[frame], scale] as const),
      )) {
        const labels = shownLabels(graph, graphLayout, scale)
        for (const [index, a] of labels.entries()) {
          for (const b of labels.slice(index + 1))
            expect(overlap(a.box, b.box), `${a.id} / ${b.id} at ${scale}`).toBe(false)
          for (const node of graph.nodes) {
            const place = graphLayout[node.id]
            if (!place || node.id === a.id) continue
            const radius = nodeRadiusPx(node.size, scale)
            const nearestX = Math.min(Math.max(place.x * scale, a.box.left), a.box.right)
            const nearestY = Math.min(Math.max(place.y * scale, a.box.top), a.box.bottom)
            expect(
              Math.hypot(nearestX - place.x * scale, nearestY - place.y * scale),
              `${a.id} over ${node.id}`,
            ).toBeGreaterThanOrEqual(radius)
          }
        }
      }
    })
  }

  it('turns the drawing a quarter for a phone’s portrait frame, inside it', () => {
    const { width, height } = graphFrames.narrow
    for (const node of english.nodes) {
      const place = both.narrow[node.id]
      expect(place?.x).toBeGreaterThanOrEqual(node.size)
      expect(place?.x).toBeLessThanOrEqual(width - node.size)
      expect(place?.y).toBeGreaterThanOrEqual(node.size)
      expect(place?.y).toBeLessThanOrEqual(height - node.size)
    }
    // Organizations on the left of the landscape drawing are at the top of the portrait one.
    const organization = english.nodes.find((node) => node.type === 'organization')?.id ?? ''
    const skill = english.nodes.find((node) => node.type === 'skill')?.id ?? ''
    expect(both.narrow[organization]?.y).toBeLessThan(both.narrow[skill]?.y ?? 0)
  })

  it('names the owner and many nodes on a phone, and most nodes on a desktop', () => {
    const phone = shownLabels(english, both.narrow, 358 / graphFrames.narrow.width).map((label) => label.id)
    expect(phone).toContain(centerNodeId)
    expect(phone.length).toBeGreaterThanOrEqual(6)
    const desktop = shownLabels(english, layout, 1152 / graphWidth)
    expect(desktop.length).toBeGreaterThanOrEqual(english.nodes.length * 0.7)
    // Zoomed in, every label has its place.
    for (const frame of ['wide', 'narrow'] as const)
      expect(
        english.nodes.every((node) => (both[frame][node.id]?.level ?? unplacedLabel) < unplacedLabel),
      ).toBe(true)
  })
})
