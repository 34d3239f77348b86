import type { NetworkLink, NetworkNode, NetworkNodeType } from '~/content-types/network-graph.ts'

export type NetworkFilter = 'all' | Exclude<NetworkNodeType, 'center'>
export const networkFilters: readonly NetworkFilter[] = ['all', 'organization', 'project', 'skill']

/** The filter keeps one node type; the owner at the center is always shown. */
export function isNodeVisible(node: NetworkNode, filter: NetworkFilter): boolean {
  return node.type === 'center' || filter === 'all' || node.type === filter
}

export type Connection = { node: NetworkNode; link: NetworkLink }

/** Each node's direct connections, in the order the links are listed. */
export function connectionsByNode(nodes: NetworkNode[], links: NetworkLink[]): Map<string, Connection[]> {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const connections = new Map<string, Connection[]>(nodes.map((node) => [node.id, []]))
  for (const link of links) {
    const source = byId.get(link.source)
    const target = byId.get(link.target)
    if (!source || !target) continue
    connections.get(source.id)?.push({ node: target, link })
    connections.get(target.id)?.push({ node: source, link })
  }
  return connections
}

export type NodeEmphasis = 'normal' | 'selected' | 'neighbor' | 'dimmed'

/** With a selection, it and its direct neighbours stay highlighted and everything else is dimmed. */
export function nodeEmphasis(
  nodeId: string,
  selectedId: string | null,
  neighbourIds: ReadonlySet<string>,
): NodeEmphasis {
  if (selectedId === null) return 'normal'
  if (nodeId === selectedId) return 'selected'
  return neighbourIds.has(nodeId) ? 'neighbor' : 'dimmed'
}

export type LinkEmphasis = 'normal' | 'selected' | 'dimmed'

export function linkEmphasis(link: NetworkLink, selectedId: string | null): LinkEmphasis {
  if (selectedId === null) return 'normal'
  return link.source === selectedId || link.target === selectedId ? 'selected' : 'dimmed'
}
