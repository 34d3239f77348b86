import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { loadSharp } from '~/lib/sharp.server.ts'
import { demoBlogPosts, demoProjects, demoTestimonials } from '../../content/demo-content.ts'
import { buildBlogPost, buildProject, buildTestimonial } from '../db/factories.ts'
import { siteSettingsRepository } from '../db/repositories/site-settings.server.ts'
import type { Database } from '../db/schema.ts'
import type { BlogPostService } from './blog-posts.server.ts'
import type { ProjectService } from './projects.server.ts'
import type { TestimonialService } from './testimonials.server.ts'
import type { UploadService } from './uploads.server.ts'

const seededKey = 'demoContentSeededAt'
const profileKey = 'ownerProfile'
// public/images from the sources; the bundled server (build/server) finds the same files in build/client.
const artworkDir =
  [
    path.resolve(import.meta.dirname, '../../public/images'),
    path.resolve(import.meta.dirname, '../client/images'),
  ].find((candidate) => existsSync(candidate)) ?? path.resolve('public/images')

const portraitArtwork = 'owner-portrait.svg'
// Every fresh database (each test and e2e server) is seeded, so the encoded artwork is kept across runs.
const artworkCache = path.join(os.tmpdir(), 'site-seed-artwork')

/**
 * A demo picture (the portrait), rasterised at twice its drawn size and stored through the same upload
 * pipeline as the owner's images, so the demo shows the responsive AVIF/WebP path.
 */
async function uploadArtwork(uploads: UploadService, file: string): Promise<string> {
  const svg = await fs.readFile(path.join(artworkDir, file))
  const sharp = await loadSharp()
  const png = await sharp(svg, { density: 144 }).png().toBuffer()
  const stored = await uploads.saveImage(
    { buffer: png, contentType: 'image/png', originalName: file },
    { cacheDir: artworkCache },
  )
  return stored.url
}

/**
 * Fills a brand-new database with demo content, once. A database that already has content,
 * or was seeded before (even if the owner has since deleted everything), is left alone.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  services: {
    blogPosts: BlogPostService
    projects: ProjectService
    testimonials: TestimonialService
    uploads: UploadService
  },
): Promise<boolean> {
  const settings = siteSettingsRepository(db)
  if ((await settings.get(seededKey)) !== undefined) return false
  const counts = await Promise.all([
    services.blogPosts.count(),
    services.projects.count(),
    services.testimonials.count(),
  ])
  const empty = counts.every((count) => count === 0)
  if (empty) {
    // No demo record shares a picture: each shows its own generated cover, from its title in each
    // language (docs/decisions/035). Each is stored with its Spanish and French texts.
    for (const { createdAt, translations, ...draft } of demoProjects) {
      await services.projects.create({ ...buildProject(draft), translations }, createdAt)
    }
    for (const { createdAt, translations, ...draft } of demoBlogPosts) {
      await services.blogPosts.create({ ...buildBlogPost(draft), translations }, createdAt)
    }
    await seedPortrait(settings, services.uploads)
    for (const { createdAt, translations, ...draft } of demoTestimonials) {
      const seeded = { ...buildTestimonial(draft), translations }
      await services.testimonials.create(seeded, createdAt)
    }
  }
  await settings.putIfAbsent(seededKey, JSON.stringify(new Date().toISOString()))
  return empty
}

/** The default portrait as an upload; only the photo is stored, the rest of the profile stays the code's default. */
async function seedPortrait(
  settings: ReturnType<typeof siteSettingsRepository>,
  uploads: UploadService,
): Promise<void> {
  const photoUrl = await uploadArtwork(uploads, portraitArtwork)
  await settings.putIfAbsent(profileKey, JSON.stringify({ photoUrl }))
}
