/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the browser build, so
 * the server sends them as they are (server/static-files.ts). Run by `npm run build` after
 * `react-router build`; honours BUILD_DIR.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const compressible = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/i
/** Below this, the headers cost more than compression saves. */
const minimumBytes = 256

export async function precompressDirectory(directory: string): Promise<{ files: number; saved: number }> {
  const names = (await fs.readdir(directory, { recursive: true })).filter((name) => compressible.test(name))
  let files = 0
  let saved = 0
  for (const name of names) {
    const file = path.join(directory, name)
    const content = await fs.readFile(file)
    if (content.length < minimumBytes) continue
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    // A copy that is not smaller is left out; the server then sends the file itself.
    if (br.length < content.length) await fs.writeFile(`${file}.br`, br)
    if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz)
    files += 1
    saved += content.length - Math.min(br.length, content.length)
  }
  return { files, saved }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..')
  const clientDir = path.join(path.resolve(root, process.env.BUILD_DIR ?? 'build'), 'client')
  const { files, saved } = await precompressDirectory(clientDir)
  console.log(`precompressed ${files} files in ${clientDir} (brotli saves ${Math.round(saved / 1024)} KB)`)
}
