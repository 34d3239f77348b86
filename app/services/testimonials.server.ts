import type { Kysely } from 'kysely'
import type { Testimonial } from '~/lib/models.ts'
import type { TestimonialInput, TestimonialPatch } from '~/schemas/content.ts'
import type { Database, TestimonialRow } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'
import { NotFoundError } from './errors.ts'
import { describeImages, type ImageDescriber } from './uploads.server.ts'

export function createTestimonialService(
  db: Kysely<Database>,
  events: ContentEvents,
  images: ImageDescriber,
) {
  async function withAvatars(rows: TestimonialRow[]): Promise<Testimonial[]> {
    const avatars = await describeImages(images, rows, (row) => row.avatarUrl)
    return rows.map((row, index) => ({ ...row, avatar: avatars[index] ?? null }))
  }

  return {
    /** Newest first; at most `limit` when given (the home page shows a few). */
    async list(limit?: number): Promise<Testimonial[]> {
      let query = db.selectFrom('testimonials').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
      if (limit !== undefined) query = query.limit(limit)
      return withAvatars(await query.execute())
    },
    async create(input: TestimonialInput, createdAt = new Date().toISOString()): Promise<Testimonial> {
      const row = await db
        .insertInto('testimonials')
        .values({ ...input, createdAt })
        .returningAll()
        .executeTakeFirstOrThrow()
      await events.changed({ kind: 'testimonial', slugs: [] })
      return (await withAvatars([row]))[0]!
    },
    async update(id: number, patch: TestimonialPatch): Promise<Testimonial> {
      const row =
        Object.keys(patch).length === 0
          ? await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst()
          : await db
              .updateTable('testimonials')
              .set(patch)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirst()
      if (!row) throw new NotFoundError('Testimonial not found')
      await events.changed({ kind: 'testimonial', slugs: [] })
      return (await withAvatars([row]))[0]!
    },
    async remove(id: number): Promise<void> {
      const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError('Testimonial not found')
      await events.changed({ kind: 'testimonial', slugs: [] })
    },
  }
}

export type TestimonialService = ReturnType<typeof createTestimonialService>
