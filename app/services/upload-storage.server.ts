import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../config.server.ts'
import { ServiceUnavailableError } from './errors.ts'

/** Uploads never change once stored: a year of caching, everywhere they are served from. */
export const uploadCacheControl = 'public, max-age=31536000, immutable'

export type UploadFile = { name: string; data: Buffer; contentType: string }

/** What a GET of one stored object answered (the S3 store; the directory store is served by express.static). */
export type ObjectResponse = {
  status: 200 | 206 | 304 | 404 | 412 | 416
  headers: Record<string, string>
  body?: Readable
}

type Common = {
  /** Writes every file; on failure nothing of them is left behind and a 503 is thrown. */
  put: (files: UploadFile[]) => Promise<void>
  read: (name: string) => Promise<Buffer>
  /** Removes the files; names that do not exist are ignored. */
  remove: (names: string[]) => Promise<void>
}

export type DirectoryStorage = Common & { kind: 'directory'; directory: string }
export type S3Storage = Common & {
  kind: 's3'
  bucket: string
  get: (name: string, conditions: { range?: string; ifNoneMatch?: string }) => Promise<ObjectResponse>
}
export type UploadStorage = DirectoryStorage | S3Storage

export function createUploadStorage(config: Config): UploadStorage {
  return config.s3 ? createS3Storage(config.s3) : createDirectoryStorage(path.join(config.dataDir, 'uploads'))
}

/** Files in a directory on this machine (DATA_DIR/uploads, or a directory shared by several instances). */
export function createDirectoryStorage(directory: string): DirectoryStorage {
  return {
    kind: 'directory',
    directory,
    async put(files) {
      const write = (file: UploadFile) =>
        fs.writeFile(path.join(directory, path.basename(file.name)), file.data)
      await fs.mkdir(directory, { recursive: true })
      await Promise.all(files.slice(0, -1).map(write))
      const last = files.at(-1)
      if (last) await write(last)
    },
    read: (name) => fs.readFile(path.join(directory, path.basename(name))),
    async remove(names) {
      await Promise.all(
        names.map((name) => fs.rm(path.join(directory, path.basename(name)), { force: true })),
      )
    },
  }
}

const unavailable = 'The image store is unavailable, so nothing was saved. Try again in a moment.'

function objectKey(name: string) {
  return `uploads/${path.basename(name)}`
}

function metadataStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode
}

/**
 * Objects in an S3-compatible bucket under `uploads/`, for several instances without a shared disk.
 * The SDK (about 20 MB) is loaded on first use, so a server that keeps its uploads on disk never holds it.
 */
export function createS3Storage(s3: NonNullable<Config['s3']>): S3Storage {
  let loading: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined
  const client = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: s3.credentials,
        maxAttempts: 3,
        // MinIO, R2 and other S3-compatible stores do not all take the SDK's default CRC32 checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
      }),
    }))
    return loading
  }

  async function remove(names: string[]) {
    const { client: s3Client, sdk } = await client()
    await Promise.all(
      names.map((name) =>
        s3Client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(name) })),
      ),
    )
  }

  return {
    kind: 's3',
    bucket: s3.bucket,
    async put(files) {
      const { client: s3Client, sdk } = await client()
      try {
        const send = (file: UploadFile) =>
          s3Client.send(
            new sdk.PutObjectCommand({
              Bucket: s3.bucket,
              Key: objectKey(file.name),
              Body: file.data,
              ContentType: file.contentType,
              CacheControl: uploadCacheControl,
            }),
          )
        // The last file (the fallback, which pages link) only once the others are stored.
        await Promise.all(files.slice(0, -1).map(send))
        const last = files.at(-1)
        if (last) await send(last)
      } catch {
        await remove(files.map((file) => file.name)).catch(() => undefined)
        throw new ServiceUnavailableError(unavailable)
      }
    },
    async read(name) {
      const { client: s3Client, sdk } = await client()
      const object = await s3Client.send(
        new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(name) }),
      )
      if (!object.Body) throw new Error(`Empty object ${objectKey(name)}`)
      return Buffer.from(await object.Body.transformToByteArray())
    },
    remove,
    async get(name, conditions) {
      const { client: s3Client, sdk } = await client()
      try {
        const object = await s3Client.send(
          new sdk.GetObjectCommand({
            Bucket: s3.bucket,
            Key: objectKey(name),
            Range: conditions.range,
            IfNoneMatch: conditions.ifNoneMatch,
          }),
        )
        const headers: Record<string, string> = {
          'Cache-Control': uploadCacheControl,
          'Accept-Ranges': 'bytes',
        }
        if (object.ContentType) headers['Content-Type'] = object.ContentType
        if (object.ContentLength !== undefined) headers['Content-Length'] = String(object.ContentLength)
        if (object.ETag) headers.ETag = object.ETag
        if (object.LastModified) headers['Last-Modified'] = object.LastModified.toUTCString()
        if (object.ContentRange) headers['Content-Range'] = object.ContentRange
        return {
          status: object.ContentRange ? 206 : 200,
          headers,
          body: object.Body as Readable | undefined,
        }
      } catch (error) {
        const status = metadataStatus(error)
        if (status === 304) {
          const headers: Record<string, string> = { 'Cache-Control': uploadCacheControl }
          if (conditions.ifNoneMatch) headers.ETag = conditions.ifNoneMatch
          return { status: 304, headers }
        }
        if (status === 404 || status === 412 || status === 416) return { status, headers: {} }
        throw error
      }
    },
  }
}
