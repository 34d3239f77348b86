import MiniSearch from 'minisearch'
import type { BlogPost, Project, SearchResult } from '~/lib/models.ts'
import { truncate } from '~/lib/text.ts'
import type { BlogPostService } from './blog-posts.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ProjectService } from './projects.server.ts'

type SearchDocument = SearchResult & { key: string; body: string; keywords: string }

const excerptLength = 180

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

  events.onChange((change) => {
    if (change.kind === 'blogPost' || change.kind === 'project') index = undefined
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
      const current = index ?? build()
      index = current
      const hits = (await current).search(text)
      const matchesTitle = (hit: (typeof hits)[number]) =>
        Object.values(hit.match).some((fields) => fields.includes('title'))
      return hits
        .map((hit, rank) => ({ hit, rank, title: matchesTitle(hit) }))
        .sort((a, b) => Number(b.title) - Number(a.title) || a.rank - b.rank)
        .slice(0, limit)
        .map(({ hit }) => ({
          id: hit.id as number,
          type: hit.type as SearchResult['type'],
          title: hit.title as string,
          excerpt: hit.excerpt as string,
          category: hit.category as string,
          url: hit.url as string,
        }))
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
