import { z } from 'zod'
import { defineContentType } from './definition.ts'
import { choice, longText, number, slug, text } from './fields.ts'
import {
  centerNodeId,
  networkLinkTypeLabels,
  networkLinkTypes,
  nodeTypeLabels,
  organizationCategories,
  organizationCategoryLabels,
  storedNodeTypes,
} from './network-graph.ts'

/** The organizations, projects and skills of the /network graph, in the owner's order. */
export const networkNodeType = defineContentType({
  key: 'networkNodes',
  table: 'network_nodes',
  cacheKind: 'network',
  noun: 'network node',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    name: text('Name', 120, {
      translatable: true,
      hint: 'Translate the names of skills; names of organizations and projects stay as they are.',
    }),
    slug: {
      ...slug('name'),
      label: 'Key',
      hint: 'How links name this node; made from the name when left blank.',
    },
    type: choice('Type', storedNodeTypes, nodeTypeLabels),
    category: {
      ...choice('Category', ['', ...organizationCategories], {
        '': 'None (projects and skills)',
        ...organizationCategoryLabels,
      }),
      required: false,
      fallback: '',
      hint: 'Organizations only: their colour and sector on /network.',
      schema: z.enum(['', ...organizationCategories], {
        error: `Category must be one of ${organizationCategories.join(', ')}`,
      }),
    },
    description: longText('Description', 300, { control: 'long-text', rows: 3, translatable: true }),
  },
  admin: {
    path: 'network-nodes',
    title: 'Network Nodes',
    subtitle: 'The organizations, projects and skills of the /network graph, around you at its center',
    buttonNoun: 'Node',
    emptyText: 'Add the organizations, projects and skills you want the network graph to show',
    emptyAction: 'Add First Node',
    icon: 'network',
    idPrefix: 'network-node',
    dialogClassName: 'max-w-2xl!',
    layout: [{ row: ['name', 'slug'] }, { row: ['type', 'category'] }, 'description'],
    preview: 'network-graph',
    deleteConfirmation: (node) =>
      `Delete the node “${node.name}”? The links that join it to other nodes are deleted with it.`,
    card: {
      heading: (node) => node.name,
      subheading: (node) => `Key: ${node.slug}`,
      badges: (node) => [
        { label: nodeTypeLabels[node.type], variant: 'outline' },
        ...(node.type === 'organization' && node.category
          ? [{ label: organizationCategoryLabels[node.category], variant: 'muted' as const }]
          : []),
      ],
      text: (node) => node.description,
    },
  },
})

/** The ties between the nodes, the owner included (as `center`). */
export const networkLinkType = defineContentType({
  key: 'networkLinks',
  table: 'network_links',
  cacheKind: 'network',
  noun: 'network link',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    source: text('From', 120, {
      autoComplete: 'off',
      hint: `The key shown on a node’s card, or “${centerNodeId}” for you.`,
    }),
    target: text('To', 120, {
      autoComplete: 'off',
      hint: `The key shown on a node’s card, or “${centerNodeId}” for you.`,
    }),
    type: choice('Link type', networkLinkTypes, networkLinkTypeLabels),
    strength: number('Strength', {
      min: 0,
      max: 100,
      initial: 50,
      hint: 'From 0 to 100: a stronger tie is drawn as a longer link.',
    }),
    description: text('Description', 200, { translatable: true }),
  },
  admin: {
    path: 'network-links',
    title: 'Network Links',
    subtitle: 'Who and what each node of the /network graph is joined to, and how strongly',
    buttonNoun: 'Link',
    emptyText: 'Join the nodes of the network graph to you and to each other',
    emptyAction: 'Add First Link',
    icon: 'links',
    idPrefix: 'network-link',
    dialogClassName: 'max-w-2xl!',
    layout: [{ row: ['source', 'target'] }, { row: ['type', 'strength'] }, 'description'],
    preview: 'network-graph',
    card: {
      heading: (link) => `${link.source} → ${link.target}`,
      badges: (link) => [
        { label: networkLinkTypeLabels[link.type], variant: 'outline' },
        { label: `Strength ${link.strength}`, variant: 'muted' },
      ],
      text: (link) => link.description,
    },
  },
})
