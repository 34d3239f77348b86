import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.server.ts'
import * as englishIndex from './0007-search-documents.ts'

/*
 * The full-text index holds each published post and each project once per language (en, es, fr), so a
 * Spanish visitor finds a post by its Spanish words and reads its Spanish title. A language's document
 * takes the item's translated title, excerpt and body where there is one (translations, migration
 * 0009) and the English where not, so an untranslated item is still found in every language; it also
 * notes the language its title and excerpt are in, so a page marks the English ones `lang="en"`. Tags,
 * technologies and the category are not translated and are the same in the three documents.
 *
 * SQLite: a document's rowid is ((id * 2 + 1 for a project) * 3 + the language's position), so the
 * triggers still delete an item's documents by their rowids, without a scan. PostgreSQL: the key is
 * (kind, ref_id, language).
 */

type Kind = { kind: 'blog' | 'project'; table: string; kindBit: 0 | 1; excerpt: string; body: string }

const blog: Kind = { kind: 'blog', table: 'blog_posts', kindBit: 0, excerpt: 'excerpt', body: 'content' }
const project: Kind = {
  kind: 'project',
  table: 'projects',
  kindBit: 1,
  excerpt: 'description',
  body: 'description',
}

/** Drafts are not searchable; projects have no drafts. */
const searchable = (kind: Kind, row: string) => (kind.kind === 'blog' ? `where ${row}.published = 1` : '')

const columns =
  'rowid, kind, ref_id, language, slug, title, excerpt, body, keywords, category, title_language, excerpt_language'

/** The three languages, each with the JSON path of its translations (none for English, the columns). */
const sqliteLanguages = `(select 0 as position, 'en' as language, null as path
  union all select 1, 'es', '$.es' union all select 2, 'fr', '$.fr') as languages`

/** The item's fields in the document's language: `translation` is null where none is written. */
type Translated = (row: string, field: string) => string

const inLanguage = (translation: Translated, row: string, field: string) =>
  `coalesce(${translation(row, field)}, ${row}.${field})`
const languageOf = (translation: Translated, row: string, field: string) =>
  `case when ${translation(row, field)} is null then 'en' else languages.language end`

/** Each document's searchable columns and the languages of its title and excerpt, as `columns` lists them. */
function documentColumns(kind: Kind, row: string, translation: Translated) {
  return `${inLanguage(translation, row, 'title')}, ${inLanguage(translation, row, kind.excerpt)},
      ${inLanguage(translation, row, kind.body)}, ${row}.${kind.kind === 'blog' ? 'tags' : 'technologies'},
      ${row}.category, ${languageOf(translation, row, 'title')}, ${languageOf(translation, row, kind.excerpt)}`
}

const sqliteTranslation: Translated = (row, field) =>
  `nullif(trim(json_extract(${row}.translations, languages.path || '.${field}')), '')`

/** A select of an item's three documents, `row` naming the item (`new` in a trigger, the table otherwise). */
function sqliteDocuments(kind: Kind, row: string) {
  return `select (${row}.id * 2 + ${kind.kindBit}) * 3 + languages.position, '${kind.kind}', ${row}.id,
      languages.language, ${row}.slug, ${documentColumns(kind, row, sqliteTranslation)}`
}

const sqliteDeleteOld = (kind: Kind) =>
  `delete from search_documents
     where rowid between (old.id * 2 + ${kind.kindBit}) * 3 and (old.id * 2 + ${kind.kindBit}) * 3 + 2;`

function sqliteTriggers(kind: Kind) {
  const insert = `insert into search_documents (${columns})
     ${sqliteDocuments(kind, 'new')} from ${sqliteLanguages} ${searchable(kind, 'new')};`
  return [
    `create trigger ${kind.table}_search_insert after insert on ${kind.table} begin ${insert} end`,
    `create trigger ${kind.table}_search_update after update on ${kind.table} begin
       ${sqliteDeleteOld(kind)}
       ${insert}
     end`,
    `create trigger ${kind.table}_search_delete after delete on ${kind.table} begin ${sqliteDeleteOld(kind)} end`,
  ]
}

const sqliteRebuild = (kind: Kind) =>
  `insert into search_documents (${columns})
   ${sqliteDocuments(kind, kind.table)} from ${kind.table}, ${sqliteLanguages} ${searchable(kind, kind.table)}`

const postgresLanguages = `(values ('en', null), ('es', 'es'), ('fr', 'fr')) as languages(language, translation)`

const postgresTranslation: Translated = (row, field) =>
  `nullif(btrim((${row}.translations::jsonb -> languages.translation) ->> '${field}'), '')`

function postgresDocuments(kind: Kind, row: string) {
  return `select '${kind.kind}', ${row}.id, languages.language, ${row}.slug,
      ${documentColumns(kind, row, postgresTranslation)}
    from ${row === 'new' ? '' : `${kind.table}, `}${postgresLanguages}
    ${searchable(kind, row)}`
}

const postgresColumns = columns.replace('rowid, ', '')

function postgresFunction(kind: Kind) {
  return [
    `create function ${kind.table}_search() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         delete from search_documents where kind = '${kind.kind}' and ref_id = old.id;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into search_documents (${postgresColumns}) ${postgresDocuments(kind, 'new')};
       end if;
       return null;
     end $$`,
    `create trigger ${kind.table}_search after insert or update or delete on ${kind.table}
       for each row execute function ${kind.table}_search()`,
  ]
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await englishIndex.down(db)
  if (dialectOf(db) === 'sqlite') {
    await sql`create virtual table search_documents using fts5(
      kind unindexed, ref_id unindexed, language unindexed, slug unindexed,
      title, excerpt, body, keywords, category, title_language unindexed, excerpt_language unindexed,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db)
    for (const kind of [blog, project]) {
      for (const trigger of sqliteTriggers(kind)) await sql.raw(trigger).execute(db)
      await sql.raw(sqliteRebuild(kind)).execute(db)
    }
    return
  }
  await sql`create table search_documents (
    kind text not null,
    ref_id integer not null,
    language text not null,
    slug text not null,
    title text not null,
    excerpt text not null,
    body text not null,
    keywords text not null,
    category text not null,
    title_language text not null,
    excerpt_language text not null,
    document tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', keywords), 'B') ||
      setweight(to_tsvector('simple', excerpt), 'C') ||
      setweight(to_tsvector('simple', body || ' ' || category), 'D')
    ) stored,
    primary key (kind, ref_id, language)
  )`.execute(db)
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db)
  for (const kind of [blog, project]) {
    for (const statement of postgresFunction(kind)) await sql.raw(statement).execute(db)
    await sql
      .raw(`insert into search_documents (${postgresColumns}) ${postgresDocuments(kind, kind.table)}`)
      .execute(db)
  }
}

/** Back to 0007's index: English only, one document per item. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await englishIndex.down(db)
  await englishIndex.up(db)
}
