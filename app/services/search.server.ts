import MiniSearch, { type SearchResult as MiniSearchHit } from 'minisearch'
import type { BlogPost, Project, SearchResult } from '~/lib/models.ts'
import { truncate } from '~/lib/text.ts'
import type { BlogPostService } from './blog-posts.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ProjectService } from './projects.server.ts'

type SearchDocument = SearchResult & { key: string; body: string; keywords: string }

const excerptLength = 180
const maxAnswers = 500

type SearchHit = MiniSearchHit

function fromPost(post: BlogPost): SearchDocument {
  return {
    key: `blog-${post.id}`,
    id: post.id,
    type: 'blog',
    title: post.title,
    excerpt: truncate(post.excerpt, excerptLength),
    category: post.category,
    url: `/blog/${post.slug}`,
    body: post.content,
    keywords: post.tags.join(' '),
  }
}

function fromProject(project: Project): SearchDocument {
  return {
    key: `project-${project.id}`,
    id: project.id,
    type: 'project',
    title: project.title,
    excerpt: truncate(project.description, excerptLength),
    category: project.category,
    url: `/projects#${project.slug}`,
    body: project.description,
    keywords: project.technologies.join(' '),
  }
}

/**
 * Full-text search over published posts and all projects. The index is built lazily and
 * thrown away whenever content changes, so the next query sees the change.
 */
export function createSearchService(posts: BlogPostService, projects: ProjectService, events: ContentEvents) {
  let index: Promise<MiniSearch<SearchDocument>> | undefined
  // Answers by query, since the same few queries come back again and again (the search box asks as the
  // visitor types); dropped with the index, so a change is visible on the next query.
  const answers = new Map<string, SearchResult[]>()
  events.onChange((change) => {
    if (change.kind === 'blogPost' || change.kind === 'project') {
      index = undefined
      answers.clear()
    }
  })

  async function build(): Promise<MiniSearch<SearchDocument>> {
    const [publishedPosts, allProjects] = await Promise.all([posts.listPublished(), projects.list()])
    const search = new MiniSearch<SearchDocument>({
      idField: 'key',
      fields: ['title', 'excerpt', 'body', 'keywords', 'category'],
      storeFields: ['id', 'type', 'title', 'excerpt', 'category', 'url'],
      searchOptions: { boost: { title: 4, keywords: 2, excerpt: 1.5 }, prefix: true, fuzzy: 0.2 },
    })
    search.addAll([...publishedPosts.map(fromPost), ...allProjects.map(fromProject)])
    return search
  }

  return {
    /** Queries of one character or fewer return nothing (spec §5). Title matches come first. */
    async search(query: string, limit = 20): Promise<SearchResult[]> {
      const text = query.trim()
      if (text.length <= 1) return []
      const key = `${limit}:${text.toLowerCase()}`
      const answered = answers.get(key)
      if (answered) {
        answers.delete(key)
        answers.set(key, answered)
        return answered
      }
      const current = index ?? build()
      index = current
      const results = rankHits((await current).search(text), limit)
      // A change that arrived while this query ran has dropped the index; keep only current answers.
      if (index === current) {
        answers.set(key, results)
        const oldest = answers.keys().next().value
        if (answers.size > maxAnswers && oldest !== undefined) answers.delete(oldest)
      }
      return results
    },
  }
}

function rankHits(hits: SearchHit[], limit: number): SearchResult[] {
  const matchesTitle = (hit: SearchHit) => Object.values(hit.match).some((fields) => fields.includes('title'))
  return hits
    .map((hit, position) => ({ hit, position, title: matchesTitle(hit) }))
    .sort((a, b) => Number(b.title) - Number(a.title) || a.position - b.position)
    .slice(0, limit)
    .map(({ hit }) => ({
      id: hit.id as number,
      type: hit.type as SearchResult['type'],
      title: hit.title as string,
      excerpt: hit.excerpt as string,
      category: hit.category as string,
      url: hit.url as string,
    }))
}

export type SearchService = ReturnType<typeof createSearchService>
