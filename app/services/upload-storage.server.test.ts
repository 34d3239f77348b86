import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config.server.ts'
import { createUploadStorage } from './upload-storage.server.ts'

const sdk = vi.hoisted(() => ({ imports: 0 }))
vi.mock('@aws-sdk/client-s3', async (importOriginal) => {
  sdk.imports += 1
  return importOriginal()
})

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-storage-'))
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }))

// The S3 SDK weighs about 20 MB in memory: a server that keeps uploads on disk must never load it.
describe('upload storage', () => {
  it('keeps files in DATA_DIR/uploads without S3_BUCKET, and never loads the S3 SDK', async () => {
    const storage = createUploadStorage(loadConfig({ DATA_DIR: dataDir }))
    expect(storage.kind).toBe('directory')
    await storage.put([{ name: 'a.jpg', data: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' }])
    expect(await fs.readFile(path.join(dataDir, 'uploads', 'a.jpg'), 'utf8')).toBe('jpeg bytes')
    expect((await storage.read('a.jpg')).toString()).toBe('jpeg bytes')
    await storage.remove(['a.jpg', 'never-written.webp'])
    await expect(fs.stat(path.join(dataDir, 'uploads', 'a.jpg'))).rejects.toThrow(/ENOENT/)
    expect(sdk.imports).toBe(0)
  })

  it('loads the SDK on the first bucket operation, not when the server starts', async () => {
    const storage = createUploadStorage(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    )
    expect(storage.kind).toBe('s3')
    expect(sdk.imports).toBe(0)
    // Nothing listens on port 9: the put fails, as a 503, after loading the SDK.
    await expect(
      storage.put([{ name: 'b.jpg', data: Buffer.from('x'), contentType: 'image/jpeg' }]),
    ).rejects.toMatchObject({ status: 503 })
    expect(sdk.imports).toBe(1)
  }, 30_000)
})
