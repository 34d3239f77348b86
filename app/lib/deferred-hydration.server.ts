import { Transform } from 'node:stream'

/**
 * The page is complete without JavaScript (server-rendered, links and forms work), so its scripts
 * wait until the browser has painted it: on a slow connection HTML and CSS then have the line to
 * themselves and the first paint comes sooner (docs/decisions/015-deferred-hydration.md).
 *
 * React Router's <Scripts> writes a modulepreload link per module into the head and one inline
 * module script at the end of the body that imports the route modules statically, then the entry.
 * This rewrites that output as it streams: the modulepreload links are dropped, and the module script
 * waits until the first content has been painted, then preloads the same modules and imports them
 * dynamically, in the same order, before the entry hydrates the page.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const moduleScript = /(<script[^>]* type="module" async="">)([\s\S]*?)(<\/script>)/
const staticImport = /import\s*(?:\*\s*as\s+([\w$]+)\s+from\s*)?("[^"]+");?/g

/**
 * Runs once the browser has shown the page's first content (the first-contentful-paint entry, which
 * comes when the frame is presented, some time after its animation frame), then a task later. A
 * browser without paint timing waits for the next frame instead, and a page that paints nothing
 * contentful starts a second after its first frame.
 */
const afterPaint = [
  'await new Promise((resolve)=>{',
  'const go=()=>setTimeout(resolve);',
  'const P=window.PerformanceObserver;',
  "if(!P||!(P.supportedEntryTypes||[]).includes('paint'))return requestAnimationFrame(go);",
  "const painted=()=>performance.getEntriesByName('first-contentful-paint').length>0;",
  'if(painted())return go();',
  'const observer=new P(()=>{if(painted()){observer.disconnect();go()}});',
  "observer.observe({type:'paint'});",
  'requestAnimationFrame(()=>setTimeout(()=>{observer.disconnect();go()},1000))',
  '});',
].join('')

export function deferModuleScript(body: string, preloads: readonly string[]): string {
  const bindings: { name?: string; href: string }[] = []
  const rest = body.replace(staticImport, (_match, name: string | undefined, href: string) => {
    bindings.push({ name, href: JSON.parse(href) as string })
    return ''
  })
  const hrefs = [...new Set([...preloads, ...bindings.map((binding) => binding.href)])]
  const preload = hrefs.length
    ? `for(const href of ${JSON.stringify(hrefs)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}`
    : ''
  const imports = bindings.length
    ? `const [${bindings.map((binding, index) => binding.name ?? `_${index}`).join(',')}]=await Promise.all([${bindings
        .map((binding) => `import(${JSON.stringify(binding.href)})`)
        .join(',')}]);`
    : ''
  return `${afterPaint}${preload}${imports}${rest}`
}

/** The whole-document form, for tests and for HTML that is not streamed. */
export function deferHydration(html: string): string {
  const preloads: string[] = []
  const withoutPreloads = html.replace(modulePreload, (_match, href: string) => {
    preloads.push(href)
    return ''
  })
  return withoutPreloads.replace(
    moduleScript,
    (_match, open: string, body: string, close: string) =>
      `${open}${deferModuleScript(body, preloads)}${close}`,
  )
}

/**
 * The streaming form: holds back only an unfinished tag, or the module script until its end, so the
 * rest of the page goes out as React writes it. `beforeBodyEnd` adds markup before </body>, once
 * the whole page has been rendered.
 */
export function deferHydrationStream({ beforeBodyEnd }: { beforeBodyEnd?: () => string } = {}): Transform {
  const decoder = new TextDecoder()
  const preloads: string[] = []
  let pending = ''
  let rewritten = false

  const process = (final: boolean): string => {
    let text = pending.replace(modulePreload, (_match, href: string) => {
      preloads.push(href)
      return ''
    })
    if (!rewritten) {
      const match = moduleScript.exec(text)
      if (match) {
        rewritten = true
        const [whole, open = '', body = '', close = ''] = match
        text = `${text.slice(0, match.index)}${open}${deferModuleScript(body, preloads)}${close}${text.slice(match.index + whole.length)}`
      } else if (!final) {
        const start = text.search(/<script[^>]* type="module"/)
        if (start !== -1) {
          pending = text.slice(start)
          return text.slice(0, start)
        }
      }
    }
    if (final) {
      pending = ''
      const extra = beforeBodyEnd?.() ?? ''
      const end = text.lastIndexOf('</body>')
      return end === -1 ? `${text}${extra}` : `${text.slice(0, end)}${extra}${text.slice(end)}`
    }
    if (beforeBodyEnd) {
      const end = text.indexOf('</body>')
      if (end !== -1) {
        pending = text.slice(end)
        return text.slice(0, end)
      }
    }
    // An unfinished tag at the end (a modulepreload link cut in two) waits for the next chunk.
    const lastOpen = text.lastIndexOf('<')
    const cut = lastOpen !== -1 && text.indexOf('>', lastOpen) === -1 ? lastOpen : text.length
    pending = text.slice(cut)
    return text.slice(0, cut)
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.decode(chunk, { stream: true })
      const out = process(false)
      callback(null, out ? Buffer.from(out) : undefined)
    },
    flush(callback) {
      pending += decoder.decode()
      const out = process(true)
      callback(null, out ? Buffer.from(out) : undefined)
    },
  })
}
