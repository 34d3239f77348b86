import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import sharp, { type OutputInfo } from 'sharp'
import type { Database } from '../db/schema.ts'
import { ValidationError } from './errors.ts'

export const maxUploadBytes = 5 * 1024 * 1024
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
const maxImageWidth = 1600
const maxInputPixels = 40_000_000

export type StoredImage = { id: string; url: string; width: number; height: number; bytes: number }

/**
 * Images the owner uploads: decoded, stripped of metadata, resized to at most 1600 px wide and
 * re-encoded as WebP, so nothing but pixels from the original file is ever served.
 */
export function createUploadService(db: Kysely<Database>, uploadsDir: string) {
  return {
    directory: uploadsDir,
    async saveImage(file: {
      buffer: Buffer
      contentType: string
      originalName?: string
    }): Promise<StoredImage> {
      if (!(acceptedImageTypes as readonly string[]).includes(file.contentType)) {
        throw new ValidationError('Upload a JPEG, PNG or WebP image')
      }
      if (file.buffer.byteLength > maxUploadBytes) throw new ValidationError('Images must be 5 MB or smaller')
      let output: { data: Buffer; info: OutputInfo }
      try {
        output = await sharp(file.buffer, { limitInputPixels: maxInputPixels, failOn: 'error' })
          .rotate()
          .resize({ width: maxImageWidth, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true })
      } catch {
        throw new ValidationError('The file is not a readable JPEG, PNG or WebP image')
      }
      const id = randomUUID()
      const fileName = `${id}.webp`
      await fs.mkdir(uploadsDir, { recursive: true })
      await fs.writeFile(path.join(uploadsDir, fileName), output.data)
      await db
        .insertInto('uploads')
        .values({
          id,
          fileName,
          originalName: file.originalName?.slice(0, 200) ?? null,
          contentType: 'image/webp',
          width: output.info.width,
          height: output.info.height,
          bytes: output.data.byteLength,
          createdAt: new Date().toISOString(),
        })
        .execute()
      return {
        id,
        url: `/uploads/${fileName}`,
        width: output.info.width,
        height: output.info.height,
        bytes: output.data.byteLength,
      }
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>
