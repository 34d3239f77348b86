import { describe, expect, it } from 'vitest'
import { networkLinkType, networkNodeType } from '~/content-types/network.ts'
import {
  centerNodeId,
  type NetworkLink,
  type NetworkNode,
  networkGraph,
} from '~/content-types/network-graph.ts'
import { missingTranslations } from '~/content-types/translations.ts'
import { networkLinks, networkNodes } from '../../../content/network.ts'
import { organizations } from '../../../content/organizations.ts'
import { connectionsByNode, isNodeVisible, linkEmphasis, nodeEmphasis } from './graph-model.ts'

/** The demo seed, drawn as the site draws what is stored. */
const network = networkGraph(
  { name: 'Jordan Avery', title: 'IT Strategy Consultant' },
  networkNodes,
  networkLinks,
)
const countOf = (type: NetworkNode['type']) => network.nodes.filter((node) => node.type === type).length

describe('the demo network', () => {
  it('has the owner at the center with about 15 organizations, 15 projects and 20 skills', () => {
    expect(network.nodes[0]).toMatchObject({ id: centerNodeId, type: 'center', name: 'Jordan Avery' })
    expect(countOf('center')).toBe(1)
    expect(countOf('organization')).toBe(15)
    expect(countOf('project')).toBe(15)
    expect(countOf('skill')).toBe(20)
  })

  it('is what the declarations accept, every link joining two of its nodes', () => {
    for (const node of networkNodes)
      expect(() => networkNodeType.inputSchema.parse(node), node.slug).not.toThrow()
    for (const link of networkLinks) expect(() => networkLinkType.inputSchema.parse(link)).not.toThrow()
    const keys = new Set([centerNodeId, ...networkNodes.map((node) => node.slug)])
    expect(keys.size).toBe(networkNodes.length + 1)
    for (const link of networkLinks) {
      expect(keys.has(link.source) && keys.has(link.target), `${link.source} → ${link.target}`).toBe(true)
    }
  })

  it('has Spanish and French for every text, so the translations view starts with nothing to do', () => {
    const untranslated = (type: Parameters<typeof missingTranslations>[0], item: object) =>
      Object.values(missingTranslations(type, item)).flat()
    for (const node of networkNodes) expect(untranslated(networkNodeType, node), node.slug).toEqual([])
    for (const link of networkLinks) expect(untranslated(networkLinkType, link)).toEqual([])
  })

  it('names only organizations of the Worked With wall', () => {
    const wall = new Set(organizations.map((organization) => organization.name))
    for (const node of network.nodes.filter((candidate) => candidate.type === 'organization')) {
      expect(wall.has(node.name), node.name).toBe(true)
    }
  })

  it('links every node to the owner, so each filtered view stays connected', () => {
    const linkedToCenter = new Set(
      network.links.flatMap((link) => (link.source === centerNodeId ? [link.target] : [])),
    )
    for (const node of network.nodes.filter((candidate) => candidate.type !== 'center')) {
      expect(linkedToCenter.has(node.id), node.id).toBe(true)
    }
  })
})

describe('graph model', () => {
  it('filters by node type and always keeps the center', () => {
    const visible = (filter: Parameters<typeof isNodeVisible>[1]) =>
      network.nodes.filter((node) => isNodeVisible(node, filter))
    expect(visible('all')).toHaveLength(network.nodes.length)
    for (const filter of ['organization', 'project', 'skill'] as const) {
      const shown = visible(filter)
      expect(shown.filter((node) => node.type === 'center')).toHaveLength(1)
      expect(shown.every((node) => node.type === 'center' || node.type === filter)).toBe(true)
      expect(shown).toHaveLength(countOf(filter) + 1)
    }
  })

  it('highlights the selection and its direct neighbours and dims the rest', () => {
    const nodes: NetworkNode[] = ['a', 'b', 'c'].map((id) => ({
      id,
      name: id,
      type: 'skill',
      size: 7,
      color: '#64748b',
      description: id,
    }))
    const links: NetworkLink[] = [
      { source: 'a', target: 'b', type: 'skill', strength: 0.5, description: 'a-b' },
    ]
    const connections = connectionsByNode(nodes, links)
    expect(connections.get('b')?.map((connection) => connection.node.id)).toEqual(['a'])
    const neighbours = new Set(connections.get('a')?.map((connection) => connection.node.id))
    expect(nodeEmphasis('a', 'a', neighbours)).toBe('selected')
    expect(nodeEmphasis('b', 'a', neighbours)).toBe('neighbor')
    expect(nodeEmphasis('c', 'a', neighbours)).toBe('dimmed')
    expect(nodeEmphasis('c', null, neighbours)).toBe('normal')
    expect(linkEmphasis(links[0]!, 'b')).toBe('selected')
    expect(linkEmphasis(links[0]!, 'c')).toBe('dimmed')
    expect(linkEmphasis(links[0]!, null)).toBe('normal')
  })
})
