import type { Kysely } from 'kysely'
import { projectType } from '~/content-types/projects.ts'
import type { ProjectCategory } from '~/schemas/categories.ts'
import type { Database } from '../db/schema.ts'
import { createContentService } from './content.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ImageDescriber } from './uploads.server.ts'

type ProjectFilter = { featured?: boolean; category?: ProjectCategory }

const columnsOf = ({ featured, category }: ProjectFilter) => ({
  featured: featured === undefined ? undefined : featured ? 1 : 0,
  category,
})

export function createProjectService(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  const content = createContentService(db, projectType, events, images)
  return {
    ...content,
    /** One page of the projects, newest first, featured or not, of one category or all. */
    page(options: ProjectFilter & { page: number; perPage: number }) {
      const { page, perPage, ...filter } = options
      return content.page(columnsOf(filter), { page, perPage })
    },
    /** The newest projects of a kind, at most `limit` (the home page's featured projects). */
    latest(filter: ProjectFilter, limit: number) {
      return content.list(columnsOf(filter), limit)
    },
    list(filter: ProjectFilter = {}) {
      return content.list(columnsOf(filter))
    },
    getBySlug: (slug: string) => content.getBySlug(slug),
  }
}

export type ProjectService = ReturnType<typeof createProjectService>
