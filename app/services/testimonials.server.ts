import type { Kysely } from 'kysely'
import { testimonialType } from '~/content-types/testimonials.ts'
import type { Database } from '../db/schema.ts'
import { createContentService } from './content.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ImageDescriber } from './uploads.server.ts'

export function createTestimonialService(
  db: Kysely<Database>,
  events: ContentEvents,
  images: ImageDescriber,
) {
  const content = createContentService(db, testimonialType, events, images)
  return {
    ...content,
    /** Newest first; at most `limit` when given (the home page shows a few). */
    list: (limit?: number) => content.list({}, limit),
  }
}

export type TestimonialService = ReturnType<typeof createTestimonialService>
