/**
 * The icon sprite: one SVG of <symbol>s built from lucide's icon data for the icons that
 * app/components/ui/icons.tsx and app/components/admin/icons.tsx name, written to the browser build as /assets/icons-<hash>.svg
 * (immutable, precompressed and precached like the other assets). `virtual:icon-sprite` gives the
 * pages its URL; the dev server answers it from memory.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const virtualId = 'virtual:icon-sprite'
const resolvedVirtualId = `\0${virtualId}`
/** The modules that declare icons with icon('name'): the site's, and the admin's own. */
export const iconModules = ['../app/components/ui/icons.tsx', '../app/components/admin/icons.tsx'].map(
  (file) => fileURLToPath(new URL(file, import.meta.url)),
)

type IconNode = [tag: string, attributes: Record<string, string | number>][]

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The lucide file names a module declares with icon('name'). */
export function iconNames(source: string): string[] {
  return [
    ...new Set([...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((match) => match[1] as string)),
  ].sort()
}

async function symbol(name: string): Promise<string> {
  const module = (await import(`lucide-react/icons/${name}`)) as {
    __iconData?: { node: IconNode; size?: number }
  }
  const data = module.__iconData
  if (!data) throw new Error(`lucide-react has no icon data for "${name}"`)
  const size = data.size ?? 24
  const children = data.node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
        .join('')
      return `<${tag}${attrs}/>`
    })
    .join('')
  return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`
}

export async function buildIconSprite(): Promise<{ url: string; fileName: string; source: string }> {
  const sources = await Promise.all(iconModules.map((file) => readFile(file, 'utf8')))
  const names = iconNames(sources.join('\n'))
  const symbols = await Promise.all(names.map(symbol))
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10)
  const fileName = `assets/icons-${hash}.svg`
  return { url: `/${fileName}`, fileName, source }
}

/** `emit`: write the sprite into the browser build's output (the server build needs only its URL). */
export function iconSprite({ emit }: { emit: boolean }): Plugin {
  let sprite: ReturnType<typeof buildIconSprite> | undefined
  const current = () => {
    sprite ??= buildIconSprite()
    return sprite
  }
  return {
    name: 'consulting-site:icon-sprite',
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined
    },
    async load(id) {
      if (id !== resolvedVirtualId) return undefined
      for (const file of iconModules) this.addWatchFile(file)
      return `export default ${JSON.stringify((await current()).url)}`
    },
    watchChange(id) {
      if (iconModules.includes(id)) sprite = undefined
    },
    async generateBundle() {
      if (!emit || this.environment.config.consumer !== 'client') return
      const { fileName, source } = await current()
      this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (iconModules.includes(file)) sprite = undefined
      })
      server.middlewares.use((req, res, next) => {
        current().then(({ url, source }) => {
          if (req.url !== url) return next()
          res.setHeader('Content-Type', 'image/svg+xml')
          res.end(source)
        }, next)
      })
    },
  }
}
