import type { Kysely } from 'kysely'
import { fallbackLanguage, type Language, localizedPath } from '~/i18n/config.ts'
import type { SearchResult } from '~/lib/models.ts'
import { offsetOf, type Page, pageOf } from '~/lib/pagination.ts'
import { truncate } from '~/lib/text.ts'
import { type SearchDocumentRow, searchRepository } from '../db/repositories/search.server.ts'
import type { Database } from '../db/schema.ts'

const excerptLength = 180

function toResult(row: SearchDocumentRow, language: Language): SearchResult {
  return {
    id: Number(row.refId),
    type: row.kind,
    title: row.title,
    excerpt: truncate(row.excerpt, excerptLength),
    category: row.category,
    fallbacks: [
      ...(row.titleLanguage !== language ? ['title'] : []),
      ...(row.excerptLanguage !== language ? ['excerpt'] : []),
    ],
    url: localizedPath(row.kind === 'blog' ? `/blog/${row.slug}` : `/projects#${row.slug}`, language),
  }
}

/**
 * Full-text search over published posts and all projects, in the database's own index (kept by
 * triggers, so a change is found by the next search and nothing is held in memory).
 */
export function createSearchService(db: Kysely<Database>) {
  const repository = searchRepository(db)
  return {
    /**
     * Queries of one character or fewer return nothing (spec §5). Title matches come first. The
     * visitor's language's documents are searched: translated words are found, results show the
     * translated title and excerpt (the English where there is none) and link to that language's pages.
     */
    async search(
      query: string,
      {
        page = 1,
        perPage = 20,
        language = fallbackLanguage,
      }: { page?: number; perPage?: number; language?: Language } = {},
    ): Promise<Page<SearchResult>> {
      const text = query.trim()
      if (text.length <= 1) return pageOf([], page, perPage, 0)
      // The count decides how a broad query is ordered, so it comes first (one indexed count).
      const total = await repository.count(text, language)
      const rows = await repository.search(
        text,
        language,
        { limit: perPage, offset: offsetOf(page, perPage) },
        total,
      )
      return pageOf(
        rows.map((row) => toResult(row, language)),
        page,
        perPage,
        total,
      )
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
