import type { NetworkLink, NetworkNode } from '~/content-types/network-graph.ts'
import type { TFunction } from '~/i18n/translate.ts'

/** "Organization", or "Organization · Federal" when the node has a category. */
export function nodeKindLabel(t: TFunction, node: NetworkNode): string {
  const type = t(`network.types.${node.type}`)
  return node.category ? `${type} · ${t(`network.categories.${node.category}`)}` : type
}

export function linkTypeLabel(t: TFunction, link: NetworkLink): string {
  return t(`network.linkTypes.${link.type}`)
}
