import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { packageNodeCommand } from '../../scripts/package-commands.ts'

export const projectRoot = path.resolve(import.meta.dirname, '../..')

/**
 * The Node.js that `npm start` and every npm script run on: the one `npm install` brings
 * (node_modules/.bin/node, which npm puts first on the scripts' PATH), else the one running the tests.
 */
export const projectNode = (() => {
  const bundled = path.join(projectRoot, 'node_modules/.bin/node')
  return existsSync(bundled) ? bundled : process.execPath
})()

export { packageNodeCommand }

export type CommandResult = {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * `npm run <name> -- ...args` as an operator runs it (package.json's command on the project's Node.js),
 * without npm's own wrapper. `env` is laid over the tests' environment; `input` is piped to stdin.
 */
export function runNpmScript(
  name: string,
  args: string[],
  { env = {}, input }: { env?: Record<string, string | undefined>; input?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const command = packageNodeCommand(name)
    const child = spawn(projectNode, [...command.args, ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...command.env, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
    child.stdin.end(input)
  })
}

/**
 * What a native crash of the runtime or an addon leaves in a process's output: a failed C++ assertion
 * (better-sqlite3 12 on Node 24: `Assertion failed: (env) != nullptr`), a V8 fatal error, a fault.
 */
export function nativeCrashLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) =>
      /Assertion failed|FATAL ERROR|Segmentation fault|core dumped|Aborted|SIGABRT|SIGSEGV|node::|free\(\): |munmap_chunk|double free/.test(
        line,
      ),
    )
}
