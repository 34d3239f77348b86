import { createRequire } from 'node:module'
import type { HLJSApi, LanguageFn } from 'highlight.js'
import { escapeHtml } from './escape.ts'

/**
 * The languages a consultant's posts show (scripts, queries, configuration, data), registered on a
 * private instance so nothing else changes them. Each brings its usual aliases (`ts`, `sh`, `yml`,
 * `html`, `toml`, `ps1`…). Highlighting runs on the server only: readers get spans with `hljs-*`
 * classes, coloured by the site's stylesheet, and no highlighting code.
 */
const languageNames = [
  'bash',
  'csharp',
  'css',
  'diff',
  'dockerfile',
  'go',
  'ini',
  'java',
  'javascript',
  'json',
  'markdown',
  'plaintext',
  'powershell',
  'python',
  'rust',
  'shell',
  'sql',
  'typescript',
  'xml',
  'yaml',
] as const

let highlighter: HLJSApi | undefined

/**
 * The highlighter and its languages are read the first time a post shows code (about 5 MB a process
 * that renders none never needs, docs/decisions/014); rendering is synchronous, so they are required.
 */
function loadHighlighter(): HLJSApi {
  if (highlighter) return highlighter
  const require = createRequire(import.meta.url)
  const made = (require('highlight.js/lib/core') as HLJSApi).newInstance()
  for (const name of languageNames) {
    made.registerLanguage(name, require(`highlight.js/lib/languages/${name}`) as LanguageFn)
  }
  highlighter = made
  return made
}

export type HighlightedCode = {
  /** The language's canonical name (`typescript` for `ts`), or undefined when the fence names none we know. */
  language?: string
  /** HTML: escaped text, with `<span class="hljs-…">` around tokens when the language is known. */
  html: string
}

/**
 * The code of a fenced block, highlighted when its info string names a known language. An unknown or
 * missing language is shown as plain text: guessing would colour prose and cost time on every render.
 */
export function highlightCode(code: string, fence: string | undefined): HighlightedCode {
  const requested = fence?.trim().split(/\s/, 1)[0]?.toLowerCase() ?? ''
  const highlighter = loadHighlighter()
  const definition = requested ? highlighter.getLanguage(requested) : undefined
  if (!definition) return { html: escapeHtml(code) }
  const language = highlighter.listLanguages().find((name) => highlighter.getLanguage(name) === definition)
  if (!language || language === 'plaintext') return { html: escapeHtml(code) }
  return { language, html: highlighter.highlight(code, { language, ignoreIllegals: true }).value }
}
