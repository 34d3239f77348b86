import type { Kysely } from 'kysely'
import type { InputOf } from '~/content-types/definition.ts'
import { networkLinkType, networkNodeType } from '~/content-types/network.ts'
import { centerNodeId, networkGraph } from '~/content-types/network-graph.ts'
import { localizeAll } from '~/content-types/translations.ts'
import type { Language } from '~/i18n/config.ts'
import { contentRepository } from '../db/repositories/content.server.ts'
import { removeNodeWithItsLinks } from '../db/repositories/network.server.ts'
import type { Database } from '../db/schema.ts'
import { createContentService } from './content.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import { type IssueDetail, ValidationError } from './errors.ts'
import { networkLayoutFor } from './network-layout.server.ts'
import { resolveSlug } from './slugs.server.ts'
import type { ImageDescriber } from './uploads.server.ts'

type NodeInput = InputOf<(typeof networkNodeType)['fields']>
type LinkInput = InputOf<(typeof networkLinkType)['fields']>
type LinkEnds = { source: string; target: string }

function refuse(issues: IssueDetail[]): never {
  throw new ValidationError(issues.map((issue) => issue.message).join('; '), issues)
}

/**
 * The graph's nodes and links: the services their declarations make, with the rules that join them.
 * A link names existing nodes (or the owner, `center`); a node's new key is carried to its links; and
 * deleting a node deletes the links that use it, which the admin's confirmation says.
 */
export function createNetworkServices(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  const nodes = createContentService(db, networkNodeType, events, images)
  const links = createContentService(db, networkLinkType, events, images)

  const nodeExists = async (key: string) => key === centerNodeId || (await nodes.count({ slug: key })) > 0

  async function checkEnds(ends: LinkEnds) {
    const issues: IssueDetail[] = []
    for (const path of ['source', 'target'] as const) {
      const key = ends[path]
      if (!(await nodeExists(key))) issues.push({ path, message: `No node has the key “${key}”` })
    }
    if (issues.length === 0 && ends.source === ends.target)
      issues.push({ path: 'target', message: 'A link joins two different nodes' })
    if (issues.length > 0) refuse(issues)
  }

  /** Organizations have a category and nothing else does; `center` is the owner's key. */
  function checkNode(node: Pick<NodeInput, 'slug' | 'type' | 'category'>) {
    const issues: IssueDetail[] = []
    if (node.type === 'organization' && !node.category)
      issues.push({ path: 'category', message: 'Choose the organization’s category' })
    if (node.slug === centerNodeId)
      issues.push({
        path: 'slug',
        message: `The key “${centerNodeId}” is yours, at the center; choose another`,
      })
    if (issues.length > 0) refuse(issues)
    return node.type === 'organization' ? node.category : ''
  }

  /** The links that name a node, with the end (or ends) that name it. */
  async function linksOf(key: string, database: Kysely<Database> = db) {
    const repository = contentRepository(database, networkLinkType)
    const [from, to] = await Promise.all([repository.list({ source: key }), repository.list({ target: key })])
    return { repository, from, to }
  }

  const networkNodes = {
    ...nodes,
    async create(input: NodeInput) {
      const slug = resolveSlug(input.slug || undefined, input.name)
      const category = checkNode({ ...input, slug })
      return nodes.create({ ...input, slug, category })
    },
    async update(id: number, patch: Partial<NodeInput>) {
      const existing = await nodes.getById(id)
      const name = patch.name ?? existing.name
      const slug = patch.slug === undefined ? existing.slug : resolveSlug(patch.slug || undefined, name)
      const category = checkNode({
        slug,
        type: patch.type ?? existing.type,
        category: patch.category ?? existing.category,
      })
      const node = await nodes.update(id, { ...patch, slug, category })
      if (slug !== existing.slug) {
        const { repository, from, to } = await linksOf(existing.slug)
        for (const link of from) await repository.update(link.id, { source: slug })
        for (const link of to) await repository.update(link.id, { target: slug })
      }
      return node
    },
    /** The node and every link that names it, in one transaction. */
    async remove(id: number) {
      const node = await nodes.getById(id)
      await removeNodeWithItsLinks(db, id, node.slug)
      await events.changed({ kind: networkNodeType.cacheKind, slugs: [node.slug] })
    },
  }

  const networkLinks = {
    ...links,
    async create(input: LinkInput) {
      await checkEnds({ source: input.source, target: input.target })
      return links.create(input)
    },
    async update(id: number, patch: Partial<LinkInput>) {
      const existing = await links.getById(id)
      await checkEnds({ source: patch.source ?? existing.source, target: patch.target ?? existing.target })
      return links.update(id, patch)
    },
  }

  return { networkNodes, networkLinks }
}

type NetworkServices = ReturnType<typeof createNetworkServices>

/**
 * The stored graph in one language, as /network and the admin's preview draw it (with
 * `networkGraph`): each text translated where it can be, and `fallbacks` naming those shown in English.
 */
export async function readNetwork(
  services: { [Key in keyof NetworkServices]: Pick<NetworkServices[Key], 'listAll'> },
  language: Language,
) {
  const [nodes, links] = await Promise.all([services.networkNodes.listAll(), services.networkLinks.listAll()])
  return {
    nodes: localizeAll(networkNodeType, nodes, language).map(
      ({ slug, name, type, category, description, fallbacks }) => ({
        slug,
        name,
        type,
        category,
        description,
        fallbacks,
      }),
    ),
    links: localizeAll(networkLinkType, links, language).map(
      ({ source, target, type, strength, description, fallbacks }) => ({
        source,
        target,
        type,
        strength,
        description,
        fallbacks,
      }),
    ),
  }
}

/**
 * The graph as /network and the admin's preview draw it: the owner at the center, the stored nodes and
 * links in one language, and the layout worked out ahead of time for this version of them.
 */
export async function drawNetwork(
  services: Parameters<typeof readNetwork>[0],
  language: Language,
  owner: { name: string; title: string },
) {
  const stored = await readNetwork(services, language)
  const graph = networkGraph(owner, stored.nodes, stored.links)
  return { ...graph, layout: networkLayoutFor(graph) }
}

export type NetworkDrawing = Awaited<ReturnType<typeof drawNetwork>>
