import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { adminCredentials } from './credentials.ts'
import { packageNodeCommand, projectNode, projectRoot } from './project-commands.ts'

/** The production build these tests start (`npm run build`, or the one BUILD_DIR names). */
export const productionBuildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build')
export const hasProductionBuild = existsSync(path.join(productionBuildDir, 'server/index.js'))

export type ServerProcess = {
  url: string
  child: ChildProcess
  /** Exit code and signal, once the process has ended. */
  exited: Promise<[number | null, NodeJS.Signals | null]>
  /** Everything it printed (its JSON log lines). */
  output: () => string
}

/**
 * The production build started as `npm start` starts it (its command and flags, on the Node.js the
 * project runs on), on a free loopback port, with `env` (DATA_DIR, DATABASE_URL).
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const start = packageNodeCommand('start')
  const child = spawn(projectNode, start.args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...start.env,
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
