import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { adminCredentials } from './credentials.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The production build these tests start (`npm run build`, or the one BUILD_DIR names). */
export const productionBuildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
export const hasProductionBuild = existsSync(path.join(productionBuildDir, 'server/index.js'))

export type ServerProcess = {
  url: string
  child: ChildProcess
  /** Exit code and signal, once the process has ended. */
  exited: Promise<[number | null, NodeJS.Signals | null]>
  /** Everything it printed (its JSON log lines). */
  output: () => string
}

/** `node index.js` on the production build, on a free loopback port, with `env` (DATA_DIR, DATABASE_URL). */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: productionBuildDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      SEED_DEMO_CONTENT: 'false',
      SMTP_URL: undefined,
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_PASSWORD: adminCredentials.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /"port":(\d+)[^\n]*site listening/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    exited.then(([code]) => reject(new Error(`server process exited (${code}) before listening:\n${output}`)))
  })
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output }
}
