import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const isDevelopment = process.env.NODE_ENV === 'development'

async function startDevelopment() {
  const vite = await import('vite')
  const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
  const entry = (await devServer.ssrLoadModule('./server/entry.ts')) as typeof import('./server/entry.ts')
  await entry.boot({
    loadBuild: () => devServer.ssrLoadModule('virtual:react-router/server-build') as never,
    devMiddleware: devServer.middlewares,
  })
}

async function startProduction() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  const serverBuild = path.join(buildDir, 'server/index.js')
  if (!existsSync(serverBuild)) {
    console.log('No production build found; building it now (about a minute)...')
    const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  const entry = (await import(pathToFileURL(serverBuild).href)) as typeof import('./server/entry.ts')
  await entry.boot({ clientDir: path.join(buildDir, 'client') })
}

process.env.NODE_ENV ??= 'production'
await (isDevelopment ? startDevelopment() : startProduction()).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
