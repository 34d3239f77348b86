// @ts-check
// The launcher stays plain JavaScript so that production runs on bare Node: loading a TypeScript
// loader into the server process costs about 140 MB of resident memory (docs/decisions/012).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { unsupportedNodeMessage } from './server/supported-node.js'

const refusal = unsupportedNodeMessage(process.versions.node)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

const root = path.dirname(fileURLToPath(import.meta.url))
const isDevelopment = process.env.NODE_ENV === 'development'

/** @typedef {typeof import('./server/entry.ts')} ServerEntry */

async function startDevelopment() {
  const vite = await import('vite')
  const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
  const entry = /** @type {ServerEntry} */ (await devServer.ssrLoadModule('./server/entry.ts'))
  await entry.boot({
    loadBuild: () => /** @type {never} */ (devServer.ssrLoadModule('virtual:react-router/server-build')),
    devMiddleware: devServer.middlewares,
  })
}

async function startProduction() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  const serverBuild = path.join(buildDir, 'server/index.js')
  if (!existsSync(serverBuild)) {
    console.log('No production build found; building it now (about a minute)...')
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  const entry = /** @type {ServerEntry} */ (await import(pathToFileURL(serverBuild).href))
  await entry.boot({ clientDir: path.join(buildDir, 'client') })
}

process.env.NODE_ENV ??= 'production'
await (isDevelopment ? startDevelopment() : startProduction()).catch((error) => {
  console.error(error)
  process.exit(1)
})
