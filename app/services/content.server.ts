import type { Kysely } from 'kysely'
import {
  assetKeyOf,
  type ContentType,
  capitalized,
  type InputOf,
  type ItemOf,
  type StoredItem,
} from '~/content-types/definition.ts'
import { contentTypes } from '~/content-types/index.ts'
import { localize, type Translations } from '~/content-types/translations.ts'
import { offsetOf, type Page, pageOf } from '~/lib/pagination.ts'
import { type ContentFilter, contentRepository } from '../db/repositories/content.server.ts'
import type { Database } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'
import { coversOf, isCoveredType } from './covers.server.ts'
import { ConflictError, NotFoundError, ValidationError } from './errors.ts'
import { guardSlug, resolveSlug } from './slugs.server.ts'
import { describeImages, type ImageDescriber } from './uploads.server.ts'

/**
 * What the admin (its pages and its JSON API) does with any content type; the input is what the
 * type's own schema parsed.
 */
export type ContentWrites<Item = unknown> = {
  allPage(options: { page: number; perPage: number }, filter?: ContentFilter): Promise<Page<Item>>
  listAll(): Promise<Item[]>
  create(input: unknown): Promise<Item>
  update(id: number, patch: unknown): Promise<Item>
  remove(id: number): Promise<void>
  move(id: number, direction: 'up' | 'down'): Promise<void>
}

/** The service of a content type, as the admin's generic pages and routes use it. */
export function contentServiceOf<Type extends ContentType>(
  services: object,
  type: Type,
): ContentWrites<ItemOf<Type>> {
  return (services as Record<string, ContentWrites<ItemOf<Type>>>)[type.key]!
}

/**
 * The reads and writes every content type has, made from its declaration: slugs resolved and kept
 * unique, uploaded images described, and every write announced to the caches (`events`).
 */
export function createContentService<Type extends ContentType>(
  db: Kysely<Database>,
  type: Type,
  events: ContentEvents,
  images: ImageDescriber,
  repository = contentRepository(db, type),
) {
  type Item = ItemOf<Type>
  type Stored = StoredItem<Type['fields']>
  type Input = InputOf<Type['fields']> & { translations?: Translations }
  const notFound = () => new NotFoundError(`${capitalized(type.noun)} not found`)
  const { slugField } = type
  const slugSource = slugField ? (type.fields[slugField] as { from: string }).from : undefined
  const field = (item: object, name: string) => (item as Record<string, unknown>)[name]

  async function withImages(items: Stored[]): Promise<Item[]> {
    const described = items.map((item) => ({ ...item }) as Record<string, unknown>)
    for (const name of type.imageFields) {
      const assets = await describeImages(images, items, (item) => field(item, name) as string | null)
      described.forEach((item, index) => {
        item[assetKeyOf(name)] = assets[index] ?? null
      })
    }
    // Each item of a covered type gets its generated cover in every language; a page shows it when the
    // item has no image of its own (docs/decisions/035).
    if (isCoveredType(type.key)) {
      const key = type.key
      for (const item of described) {
        const source = { slug: String(item.slug), title: String(item.title), category: String(item.category) }
        const covers = coversOf(key, source, (language) =>
          String((localize(type, item, language) as Record<string, unknown>).title),
        )
        // Not enumerable: the pages read it (through `localize`), while the JSON API's items keep the
        // shape they have always had.
        Object.defineProperty(item, 'covers', { value: covers, enumerable: false })
      }
    }
    return described as Item[]
  }
  const withImage = async (item: Stored) => (await withImages([item]))[0]!

  const slugsOf = (...items: Stored[]) =>
    slugField ? items.map((item) => String(field(item, slugField))) : []
  const changed = (...items: Stored[]) => events.changed({ kind: type.cacheKind, slugs: slugsOf(...items) })

  /** Spec §5: a blank slug is made from the title; a taken one is a 409 the owner can act on. */
  async function writeWithSlug(slug: string | undefined, write: () => Promise<Stored | undefined>) {
    return slug === undefined ? write() : guardSlug(slug, write, type.noun)
  }

  async function page(
    filter: ContentFilter,
    options: { page: number; perPage: number },
  ): Promise<Page<Item>> {
    const [items, total] = await Promise.all([
      repository.list(filter, { limit: options.perPage, offset: offsetOf(options.page, options.perPage) }),
      repository.count(filter),
    ])
    return pageOf(await withImages(items), options.page, options.perPage, total)
  }

  return {
    page,
    /** Newest first; at most `limit` when given. */
    async list(filter: ContentFilter = {}, limit?: number): Promise<Item[]> {
      const paging = limit === undefined ? undefined : { limit, offset: 0 }
      return withImages(await repository.list(filter, paging))
    },
    count: (filter: ContentFilter = {}) => repository.count(filter),
    /** When any item last changed (the sitemap's lastmod of the pages that show them). */
    lastChange: () => repository.lastChange(),
    /** Every item, a page at a time, drafts included (the admin), narrowed by `filter` when given. */
    allPage: (options: { page: number; perPage: number }, filter: ContentFilter = {}) =>
      page(filter, options),
    async listAll(): Promise<Item[]> {
      return withImages(await repository.list({}))
    },
    async getById(id: number): Promise<Item> {
      const item = await repository.findById(id)
      if (!item) throw notFound()
      return withImage(item)
    },
    /** `filter` narrows which items a visitor may see by slug (only published posts). */
    async getBySlug(slug: string, filter: ContentFilter = {}): Promise<Item> {
      const item = await repository.findBySlug(slug)
      if (!item || Object.entries(filter).some(([name, value]) => field(item, name) !== value))
        throw notFound()
      return withImage(item)
    },
    async create(input: Input, createdAt = new Date().toISOString()): Promise<Item> {
      if (type.maxItems !== undefined && (await repository.count()) >= type.maxItems)
        throw new ConflictError(
          type.maxItems === 1
            ? `There is already a ${type.noun}: edit it instead`
            : `There can be at most ${type.maxItems} ${type.noun}s: edit or delete one instead`,
        )
      const values = { ...input, createdAt } as Record<string, unknown>
      if (type.tracksUpdates) values.updatedAt = null
      if (type.order === 'owner') values.position = await repository.nextPosition()
      let slug: string | undefined
      if (slugField && slugSource) {
        slug = resolveSlug(values[slugField] as string | undefined, String(values[slugSource]))
        values[slugField] = slug
      }
      const item = (await writeWithSlug(slug, () => repository.insert(values as never)))!
      await changed(item)
      return withImage(item)
    },
    async update(id: number, patch: Partial<Input>): Promise<Item> {
      const existing = await repository.findById(id)
      if (!existing) throw notFound()
      const changes = { ...patch } as Record<string, unknown>
      let slug: string | undefined
      if (slugField && slugSource) {
        const requested = changes[slugField] as string | undefined
        slug =
          requested === undefined
            ? String(field(existing, slugField))
            : resolveSlug(requested, String(changes[slugSource] ?? field(existing, slugSource)))
        changes[slugField] = slug
      }
      if (type.tracksUpdates) changes.updatedAt = new Date().toISOString()
      const item = await writeWithSlug(slug, () => repository.update(id, changes as never))
      if (!item) throw notFound()
      await changed(existing, item)
      return withImage(item)
    },
    async remove(id: number): Promise<void> {
      const existing = await repository.findById(id)
      if (!existing || !(await repository.remove(id))) throw notFound()
      await changed(existing)
    },
    /** One place earlier or later in the owner's order; already first or last changes nothing. */
    async move(id: number, direction: 'up' | 'down'): Promise<void> {
      if (type.order !== 'owner')
        throw new ValidationError(`${capitalized(type.noun)}s are listed newest first`)
      const existing = await repository.findById(id)
      if (!existing) throw notFound()
      if (await repository.move(id, direction)) await changed(existing)
    },
  }
}

/** The content types with no service of their own: their service is made from the declaration alone. */
type DeclaredOnly<Own> = Exclude<(typeof contentTypes)[number], { key: keyof Own }>

/**
 * One service per declared content type, under its key: `own` gives the types that add reads of their
 * own (the blog's published posts, say); every other type gets the service its declaration makes.
 */
export function contentServices<Own extends Record<string, object>>(
  db: Kysely<Database>,
  events: ContentEvents,
  images: ImageDescriber,
  own: Own,
): Own & { [Type in DeclaredOnly<Own> as Type['key']]: ReturnType<typeof createContentService<Type>> } {
  const made = contentTypes
    .filter((type) => !(type.key in own))
    .map((type) => [type.key, createContentService(db, type, events, images)])
  return { ...Object.fromEntries(made), ...own } as never
}
