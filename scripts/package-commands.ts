import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export type NodeCommand = {
  /** The variables the script sets before `node` (`NAME=value` words). */
  env: Record<string, string>
  /** What follows `node`: its flags, the file, the file's arguments. */
  args: string[]
}

/**
 * How `npm run <name>` starts Node, read from package.json, so the benchmarks and the tests start a
 * script exactly as npm does (`MALLOC_ARENA_MAX=2 node --max-old-space-size=160 index.js`).
 */
export function packageNodeCommand(name: string): NodeCommand {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts
  const words = scripts[name]?.split(/\s+/).filter(Boolean) ?? []
  const env: Record<string, string> = {}
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [assignment] = words.splice(0, 1)
    const separator = assignment!.indexOf('=')
    env[assignment!.slice(0, separator)] = assignment!.slice(separator + 1)
  }
  if (words[0] !== 'node')
    throw new Error(`npm script "${name}" is not a plain node command: ${scripts[name]}`)
  return { env, args: words.slice(1) }
}
