import { type Kysely, sql } from 'kysely'
import type { Language } from '~/i18n/config.ts'
import { dialectOf, toCount } from '../dialect.server.ts'
import type { Database } from '../schema.ts'

export type SearchDocumentRow = {
  kind: 'blog' | 'project'
  refId: number
  slug: string
  title: string
  excerpt: string
  category: string
  /** The language the title is in: the document's, or English where it has no translation. */
  titleLanguage: Language
  excerptLanguage: Language
}

/** At most this many words of a query are searched for: enough for any real query, bounded for a hostile one. */
const maxTerms = 12

/**
 * Past this many matches, SQLite's ranking of every match (45 ms for a word in all of 12,000
 * documents) is replaced by an order its index gives at once: title matches ranked among themselves,
 * then the other matches newest first. A word that common says little about relevance anyway.
 */
export const broadMatchCount = 1_000

/**
 * On SQLite a document's rowid ends in its language: (item key) * 3 + the language's position
 * (migration 0012), the item key being id * 2 + 1 for a project. Filtering on the rowid reads nothing
 * but the index; filtering on the stored `language` column read every match's row: counting 2,000
 * matches on a site of 12,000 items took 12.6 ms that way and 0.3 ms this way.
 */
const sqliteLanguagePosition: Record<Language, number> = { en: 0, es: 1, fr: 2 }

function inSqliteLanguage(language: Language) {
  return sql`rowid % 3 = ${sqliteLanguagePosition[language]}`
}

/** The words of a query, as the index splits text: letters and digits, lower case. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, maxTerms)
}

/**
 * The full-text index of published posts and projects, a document per item and language (migrations
 * 0007 and 0011, kept by triggers): a search reads the visitor's language's documents only. Every word
 * of the query must match the beginning of a word of the document; a match in the title outweighs
 * any number in the body, then tags, the excerpt and the body follow.
 */
export function searchRepository(db: Kysely<Database>) {
  const postgres = dialectOf(db) === 'postgres'

  function sqliteMatch(terms: string[]) {
    return terms.map((term) => `"${term}"*`).join(' ')
  }

  function postgresQuery(terms: string[]) {
    return terms.map((term) => `${term}:*`).join(' & ')
  }

  /**
   * A page of the matches by relevance, ties posts first and newest first. The matches are ranked by
   * rowid alone, which holds the kind and the item, and only the page's documents are read: reading
   * every match's columns before sorting took twice as long for 2,000 matches.
   */
  async function rankedSqlitePage(
    match: string,
    language: Language,
    page: { limit: number; offset: number },
  ) {
    const { rows } = await sql<SearchDocumentRow>`
      select kind, ref_id, slug, title, excerpt, category, title_language, excerpt_language
      from (
        select rowid as hit, bm25(search_documents, 0, 0, 0, 0, 100.0, 2.0, 1.0, 5.0, 1.0) as score
        from search_documents
        where search_documents match ${match} and ${inSqliteLanguage(language)}
        order by score, (rowid / 3) % 2, rowid / 6 desc
        limit ${page.limit} offset ${page.offset}
      ) as hits
      join search_documents on search_documents.rowid = hits.hit
      order by hits.score, (hits.hit / 3) % 2, hits.hit / 6 desc`.execute(db)
    return rows
  }

  /** A broad query's page: title matches by relevance first, then the others newest first. */
  async function broadSqliteSearch(
    terms: string[],
    language: Language,
    page: { limit: number; offset: number },
  ) {
    const anywhere = sqliteMatch(terms)
    const inTitle = `{title}: (${anywhere})`
    const { rows: counted } = await sql<{ count: number }>`
      select count(*) as count from search_documents
      where search_documents match ${inTitle} and ${inSqliteLanguage(language)}`.execute(db)
    const titleMatches = toCount(counted[0]?.count)
    const rows: SearchDocumentRow[] = []
    if (page.offset < titleMatches) {
      rows.push(...(await rankedSqlitePage(inTitle, language, page)))
    }
    const remaining = page.limit - rows.length
    if (remaining > 0) {
      const { rows: others } = await sql<SearchDocumentRow>`
        select kind, ref_id, slug, title, excerpt, category, title_language, excerpt_language
        from search_documents
        where search_documents match ${`(${anywhere}) NOT ${inTitle}`} and ${inSqliteLanguage(language)}
        order by rowid desc
        limit ${remaining} offset ${Math.max(0, page.offset - titleMatches)}`.execute(db)
      rows.push(...others)
    }
    return rows
  }

  return {
    async search(
      query: string,
      language: Language,
      page: { limit: number; offset: number },
      total?: number,
    ): Promise<SearchDocumentRow[]> {
      const terms = searchTerms(query)
      if (terms.length === 0) return []
      if (!postgres && total !== undefined && total > broadMatchCount)
        return broadSqliteSearch(terms, language, page)
      if (postgres) {
        const { rows } = await sql<SearchDocumentRow>`
          select kind, ref_id, slug, title, excerpt, category, title_language, excerpt_language
          from search_documents, to_tsquery('simple', ${postgresQuery(terms)}) as query
          where document @@ query and language = ${language}
          order by ts_rank('{0.01, 0.02, 0.05, 1.0}', document, query) desc, kind, ref_id desc
          limit ${page.limit} offset ${page.offset}`.execute(db)
        return rows
      }
      return rankedSqlitePage(sqliteMatch(terms), language, page)
    },
    async count(query: string, language: Language): Promise<number> {
      const terms = searchTerms(query)
      if (terms.length === 0) return 0
      const { rows } = postgres
        ? await sql<{ count: string }>`
            select count(*) as count from search_documents
            where document @@ to_tsquery('simple', ${postgresQuery(terms)}) and language = ${language}`.execute(
            db,
          )
        : await sql<{ count: number }>`
            select count(*) as count from search_documents
            where search_documents match ${sqliteMatch(terms)} and ${inSqliteLanguage(language)}`.execute(db)
      return toCount(rows[0]?.count)
    },
  }
}
