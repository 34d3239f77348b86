import { type Kysely, sql } from 'kysely'
import type { ContentType } from '~/content-types/definition.ts'
import { isJsonField } from '~/content-types/fields.ts'
import { contentTypes } from '~/content-types/index.ts'
import { startingContent } from '~/content-types/starting-content.server.ts'
import { slugify } from '~/lib/text.ts'
import { type DialectName, dialectOf, withSerialId } from './dialect.server.ts'
import { contentRepository } from './repositories/content.server.ts'
import type { Database } from './schema.ts'

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * Makes the table of each declared content type that has none yet, from its fields: a new type needs no
 * migration of its own. Tables that exist are left as they are; changing the columns of a type that
 * already has a table is a migration's work (docs/decisions/026-content-types.md).
 */
export async function createMissingContentTables(
  db: Kysely<Database>,
  types: readonly ContentType[] = contentTypes,
): Promise<string[]> {
  const dialect = dialectOf(db)
  // Instances starting together take turns (PostgreSQL makes tables inside a transaction, so the
  // second one finds the table made and filled); on SQLite the first write holds the file's lock.
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext('content-tables'))`.execute(trx)
    const existing = new Set((await trx.introspection.getTables()).map((table) => table.name))
    const created: string[] = []
    for (const type of types) {
      const table = snakeCase(type.table)
      if (existing.has(table)) continue
      await createContentTable(trx, type, table, dialect)
      await fillWithStartingContent(trx, type)
      await recordVersion(trx, type)
      created.push(table)
    }
    return created
  })
}

/** The version of its declaration a content type's items follow. */
export const versionOf = (type: ContentType) => type.version ?? 1

async function recordVersion(db: Kysely<Database>, type: ContentType) {
  const row = { typeKey: type.key, version: versionOf(type), updatedAt: new Date().toISOString() }
  await db
    .insertInto('contentTypeVersions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('typeKey').doUpdateSet({ version: row.version, updatedAt: row.updatedAt }),
    )
    .execute()
}

/**
 * Brings the stored items of every content type whose declaration moved to a newer version up to it
 * (docs/decisions/026-content-types.md): the columns of fields it added, then each item through the
 * declaration's upgrades, one version at a time, checked by the new schema, in one transaction. A type
 * never recorded is taken as version 1. Answers what it upgraded (`field_notes to version 2`).
 */
export async function upgradeStoredContent(
  db: Kysely<Database>,
  types: readonly ContentType[] = contentTypes,
): Promise<string[]> {
  const dialect = dialectOf(db)
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext('content-tables'))`.execute(trx)
    const recorded = new Map(
      (await trx.selectFrom('contentTypeVersions').select(['typeKey', 'version']).execute()).map((row) => [
        row.typeKey,
        Number(row.version),
      ]),
    )
    const tables = await trx.introspection.getTables()
    const upgraded: string[] = []
    for (const type of types) {
      const declared = versionOf(type)
      const stored = recorded.get(type.key) ?? 1
      if (stored >= declared) {
        if (!recorded.has(type.key)) await recordVersion(trx, type)
        continue
      }
      const table = snakeCase(type.table)
      const existing = new Set(
        tables.find((each) => each.name === table)?.columns.map((column) => column.name),
      )
      for (const column of contentColumnsOf(type).filter((each) => !existing.has(each.name)))
        await addColumn(trx, table, column, type)
      const repository = contentRepository(trx, type)
      for (const item of await repository.list()) {
        let next = item as Record<string, unknown>
        for (let version = stored + 1; version <= declared; version += 1) {
          const upgrade = type.upgrades?.[version]
          if (!upgrade) throw new Error(`Content type ${type.key} has no upgrade to version ${version}`)
          next = upgrade(next)
        }
        const fields = Object.fromEntries(
          [...Object.keys(type.fields), 'translations'].map((name) => [name, next[name]]),
        )
        const checked = type.inputSchema.safeParse(fields)
        if (!checked.success)
          throw new Error(
            `Content type ${type.key}: item ${item.id} does not fit version ${declared}: ${checked.error.message}`,
          )
        await repository.update(item.id, checked.data as never)
      }
      await recordVersion(trx, type)
      upgraded.push(`${table} to version ${declared}`)
    }
    return upgraded
  })
}

/** A column a newer version of a declaration adds to a table that exists: filled with the field's fallback. */
async function addColumn(db: Kysely<Database>, table: string, column: ContentColumn, type: ContentType) {
  const field = Object.entries(type.fields).find(([name]) => snakeCase(name) === column.name)?.[1]
  const fill =
    column.defaultTo ??
    (column.nullable
      ? undefined
      : field?.fallback !== undefined
        ? (field.fallback as string | number)
        : column.type === 'integer'
          ? 0
          : '')
  await db
    .withoutPlugins()
    .schema.alterTable(table)
    .addColumn(column.name, column.type, (made) => {
      let built = column.nullable ? made : made.notNull()
      if (fill !== undefined) built = built.defaultTo(fill)
      return built
    })
    .execute()
}

async function fillWithStartingContent(db: Kysely<Database>, type: ContentType) {
  const items = startingContent[type.key]?.() ?? []
  const repository = contentRepository(db, type)
  const createdAt = new Date().toISOString()
  for (const [index, item] of items.entries()) {
    const input = type.inputSchema.parse(item) as Record<string, unknown>
    if (type.slugField && !input[type.slugField]) input[type.slugField] = slugify(String(input.title ?? ''))
    await repository.insert({
      ...input,
      createdAt,
      ...(type.tracksUpdates ? { updatedAt: null } : {}),
      ...(type.order === 'owner' ? { position: index + 1 } : {}),
    } as never)
  }
}

/** A column of a content type's table, as the declaration makes it. */
export type ContentColumn = {
  name: string
  type: 'text' | 'integer'
  nullable: boolean
  defaultTo?: string | number
  unique?: boolean
}

/** The columns a content type's table has, from its declaration (id aside). */
export function contentColumnsOf(type: ContentType): ContentColumn[] {
  const columns = Object.entries(type.fields).map(([name, field]): ContentColumn => {
    const column = snakeCase(name)
    if (field.control === 'flag')
      return { name: column, type: 'integer', nullable: false, defaultTo: Number(field.fallback ?? 0) }
    if (isJsonField(field)) return { name: column, type: 'text', nullable: false, defaultTo: '[]' }
    if (field.control === 'number') return { name: column, type: 'integer', nullable: false }
    if ((field.control === 'link' || field.control === 'image') && !field.required)
      return { name: column, type: 'text', nullable: true }
    if (field.control === 'slug') return { name: column, type: 'text', nullable: false, unique: true }
    return { name: column, type: field.wholeNumber ? 'integer' : 'text', nullable: false }
  })
  columns.push({ name: 'translations', type: 'text', nullable: false, defaultTo: '{}' })
  if (type.order === 'owner')
    columns.push({ name: 'position', type: 'integer', nullable: false, defaultTo: 0 })
  columns.push({ name: 'created_at', type: 'text', nullable: false })
  if (type.tracksUpdates) columns.push({ name: 'updated_at', type: 'text', nullable: true })
  return columns
}

async function createContentTable(
  db: Kysely<Database>,
  type: ContentType,
  table: string,
  dialect: DialectName,
) {
  const schema = db.withoutPlugins().schema
  let builder = withSerialId(schema.createTable(table), dialect)
  for (const column of contentColumnsOf(type)) {
    builder = builder.addColumn(column.name, column.type, (c) => {
      let made = column.nullable ? c : c.notNull()
      if (column.defaultTo !== undefined) made = made.defaultTo(column.defaultTo)
      return column.unique ? made.unique() : made
    })
  }
  await builder.execute()
  const [orderColumn, index] =
    type.order === 'owner' ? ['position', `${table}_position_idx`] : ['created_at', `${table}_created_at_idx`]
  await schema.createIndex(index).on(table).column(orderColumn).execute()
}
