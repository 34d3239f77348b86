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
 * Node colours by type, from Okabe and Ito's colour-blind-safe set: a shade per theme, each at least
 * 3:1 against the theme's background, card and muted surfaces, and told apart under protanopia,
 * deuteranopia and tritanopia (network-palette.test.ts; docs/decisions/034). The stylesheet declares
 * them as `--network-<type>` (app.css); the drawing refers to those, so the theme picks the shade.
 */
export const networkPalette = {
  light: { center: '#0072b2', organization: '#d55e00', project: '#009e73', skill: '#b8588f' },
  dark: { center: '#56b4e9', organization: '#e69f00', project: '#009e73', skill: '#cc79a7' },
} as const satisfies Record<'light' | 'dark', Record<NetworkNodeType, string>>

/** The surfaces the graph and its legend sit on, per theme (app.css: background, card, muted). */
export const networkSurfaces = {
  light: ['#ffffff', '#f1f5f9'],
  dark: ['#0b1120', '#111a2e', '#1e293b'],
} as const

export function networkColour(type: NetworkNodeType): string {
  return `var(--network-${type})`
}

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
    color: networkColour('center'),
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
          color: networkColour(type),
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
