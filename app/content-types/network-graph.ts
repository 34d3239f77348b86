/**
 * The network graph's vocabulary (node and link types, categories, colours) and the graph the pages
 * draw from the stored nodes and links; kept apart from the declarations so that /network's script
 * carries no schema code.
 */
export const networkNodeTypes = ['center', 'organization', 'project', 'skill'] as const
export type NetworkNodeType = (typeof networkNodeTypes)[number]
/** What the owner adds; the center is the owner, from the profile. */
export const storedNodeTypes = ['organization', 'project', 'skill'] as const

export const organizationCategories = [
  'federal',
  'nonprofit',
  'educational',
  'consulting',
  'foundation',
  'contractor',
] as const
export type OrganizationCategory = (typeof organizationCategories)[number]

export const networkLinkTypes = ['employment', 'collaboration', 'project', 'skill'] as const
export type NetworkLinkType = (typeof networkLinkTypes)[number]

/** The owner's node, which links name as their source or target; its name and description come from the profile. */
export const centerNodeId = 'center'

/**
 * Node colours sit between 3:1 against white and 3:1 against the dark theme's background and cards,
 * so every node stays visible as a graphic in both themes.
 */
export const networkPalette = {
  center: '#2563eb',
  federal: '#6366f1',
  nonprofit: '#0d9488',
  educational: '#a855f7',
  consulting: '#b45309',
  foundation: '#db2777',
  contractor: '#0891b2',
  project: '#059669',
  skill: '#64748b',
} as const

/** Radius in the graph's 800 by 600 drawing units, by the node's type. */
const nodeSizes: Record<NetworkNodeType, number> = { center: 22, organization: 13, project: 10, skill: 7 }

export const nodeTypeLabels: Record<(typeof storedNodeTypes)[number], string> = {
  organization: 'Organization',
  project: 'Project',
  skill: 'Skill',
}

export const organizationCategoryLabels: Record<OrganizationCategory, string> = {
  federal: 'Federal',
  nonprofit: 'Nonprofit',
  educational: 'Educational',
  consulting: 'Consulting',
  foundation: 'Foundation',
  contractor: 'Contractor',
}

export const networkLinkTypeLabels: Record<NetworkLinkType, string> = {
  employment: 'Employment',
  collaboration: 'Collaboration',
  project: 'Project',
  skill: 'Skill',
}

/** A node or a link as the graph draws it; `fallbacks` names its texts still shown in English. */
export type NetworkNode = {
  id: string
  name: string
  type: NetworkNodeType
  category?: OrganizationCategory
  size: number
  color: string
  description: string
  fallbacks?: readonly string[]
}

export type NetworkLink = {
  source: string
  target: string
  type: NetworkLinkType
  /** From 0 to 1 (spec §9: the link's rest length grows with it). */
  strength: number
  description: string
  fallbacks?: readonly string[]
}

type StoredNode = { slug: string; name: string; type: string; category: string; description: string }
type StoredLink = { source: string; target: string; type: string; strength: number; description: string }

/**
 * The whole graph as /network and the admin's preview draw it: the owner at the center, named and
 * described from the profile, then the stored nodes with their size and colour from their type and
 * category, and the stored links with their strength as a share of 1.
 */
export function networkGraph(
  owner: { name: string; title: string },
  nodes: readonly (StoredNode & { fallbacks?: readonly string[] })[],
  links: readonly (StoredLink & { fallbacks?: readonly string[] })[],
): { nodes: NetworkNode[]; links: NetworkLink[] } {
  const center: NetworkNode = {
    id: centerNodeId,
    name: owner.name,
    type: 'center',
    size: nodeSizes.center,
    color: networkPalette.center,
    description: owner.title,
  }
  return {
    nodes: [
      center,
      ...nodes.map((node): NetworkNode => {
        const type = node.type as NetworkNodeType
        const category =
          type === 'organization' && node.category ? (node.category as OrganizationCategory) : undefined
        return {
          id: node.slug,
          name: node.name,
          type,
          ...(category ? { category } : {}),
          size: nodeSizes[type],
          color: networkPalette[category ?? (type as 'project' | 'skill')] ?? networkPalette.skill,
          description: node.description,
          ...(node.fallbacks?.length ? { fallbacks: node.fallbacks } : {}),
        }
      }),
    ],
    links: links.map((link) => ({
      source: link.source,
      target: link.target,
      type: link.type as NetworkLinkType,
      strength: link.strength / 100,
      description: link.description,
      ...(link.fallbacks?.length ? { fallbacks: link.fallbacks } : {}),
    })),
  }
}
