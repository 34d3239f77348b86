import type { Kysely } from 'kysely'
import type { ImageAsset } from '~/lib/images.ts'
import { parseStringList } from '~/lib/json.ts'
import type { Project } from '~/lib/models.ts'
import { offsetOf, type Page, pageOf } from '~/lib/pagination.ts'
import type { ProjectCategory } from '~/schemas/categories.ts'
import type { ProjectInput, ProjectPatch } from '~/schemas/content.ts'
import { projectsRepository } from '../db/repositories/projects.server.ts'
import type { Database, ProjectRow } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'
import { NotFoundError } from './errors.ts'
import { guardSlug, resolveSlug } from './slugs.server.ts'
import { describeImages, type ImageDescriber } from './uploads.server.ts'

export function toProject(row: ProjectRow, image: ImageAsset | null = null): Project {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as ProjectCategory,
    imageUrl: row.imageUrl,
    image,
    liveUrl: row.liveUrl,
    demoUrl: row.demoUrl,
    caseStudyUrl: row.caseStudyUrl,
    technologies: parseStringList(row.technologies),
    featured: row.featured === 1 ? 1 : 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function createProjectService(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  async function withImages(rows: ProjectRow[]): Promise<Project[]> {
    const assets = await describeImages(images, rows, (row) => row.imageUrl)
    return rows.map((row, index) => toProject(row, assets[index]))
  }
  async function withImage(row: ProjectRow): Promise<Project> {
    return (await withImages([row]))[0]!
  }
  const repository = projectsRepository(db)

  return {
    /** One page of the projects, newest first, featured or not, of one category or all. */
    async page(options: {
      featured?: boolean
      category?: ProjectCategory
      page: number
      perPage: number
    }): Promise<Page<Project>> {
      const { page, perPage, ...filter } = options
      const [rows, total] = await Promise.all([
        repository.list(filter, { limit: perPage, offset: offsetOf(page, perPage) }),
        repository.count(filter),
      ])
      return pageOf(await withImages(rows), page, perPage, total)
    },
    /** The newest projects of a kind, at most `limit` (the home page's featured projects). */
    async latest(filter: { featured?: boolean }, limit: number): Promise<Project[]> {
      return withImages(await repository.list(filter, { limit, offset: 0 }))
    },
    /** When any project last changed (the sitemap's lastmod of the pages that show them). */
    lastChange(): Promise<string | undefined> {
      return repository.lastChange()
    },
    async list(filter: { featured?: boolean; category?: ProjectCategory } = {}): Promise<Project[]> {
      return withImages(await repository.list(filter))
    },
    async getBySlug(slug: string): Promise<Project> {
      const row = await repository.findBySlug(slug)
      if (!row) throw new NotFoundError('Project not found')
      return withImage(row)
    },
    async getById(id: number): Promise<Project> {
      const row = await repository.findById(id)
      if (!row) throw new NotFoundError('Project not found')
      return withImage(row)
    },
    async create(input: ProjectInput, createdAt = new Date().toISOString()): Promise<Project> {
      const slug = resolveSlug(input.slug, input.title)
      const row = await guardSlug(
        slug,
        () =>
          repository.insert({
            ...input,
            slug,
            technologies: JSON.stringify(input.technologies),
            createdAt,
            updatedAt: null,
          }),
        'project',
      )
      await events.changed({ kind: 'project', slugs: [row.slug] })
      return withImage(row)
    },
    async update(id: number, patch: ProjectPatch): Promise<Project> {
      const existing = await repository.findById(id)
      if (!existing) throw new NotFoundError('Project not found')
      const { technologies, slug, ...rest } = patch
      const nextSlug = slug === undefined ? existing.slug : resolveSlug(slug, patch.title ?? existing.title)
      const row = await guardSlug(
        nextSlug,
        () =>
          repository.update(id, {
            ...rest,
            slug: nextSlug,
            ...(technologies === undefined ? {} : { technologies: JSON.stringify(technologies) }),
            updatedAt: new Date().toISOString(),
          }),
        'project',
      )
      if (!row) throw new NotFoundError('Project not found')
      await events.changed({ kind: 'project', slugs: [existing.slug, row.slug] })
      return withImage(row)
    },
    async remove(id: number): Promise<void> {
      const existing = await repository.findById(id)
      if (!existing || !(await repository.remove(id))) throw new NotFoundError('Project not found')
      await events.changed({ kind: 'project', slugs: [existing.slug] })
    },
  }
}

export type ProjectService = ReturnType<typeof createProjectService>
