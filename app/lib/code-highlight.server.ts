import hljs from 'highlight.js/lib/core'
import bash from 'highlight.js/lib/languages/bash'
import csharp from 'highlight.js/lib/languages/csharp'
import css from 'highlight.js/lib/languages/css'
import diff from 'highlight.js/lib/languages/diff'
import dockerfile from 'highlight.js/lib/languages/dockerfile'
import go from 'highlight.js/lib/languages/go'
import ini from 'highlight.js/lib/languages/ini'
import java from 'highlight.js/lib/languages/java'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import markdown from 'highlight.js/lib/languages/markdown'
import plaintext from 'highlight.js/lib/languages/plaintext'
import powershell from 'highlight.js/lib/languages/powershell'
import python from 'highlight.js/lib/languages/python'
import rust from 'highlight.js/lib/languages/rust'
import shell from 'highlight.js/lib/languages/shell'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import yaml from 'highlight.js/lib/languages/yaml'
import { escapeHtml } from './escape.ts'

/**
 * The languages a consultant's posts show (scripts, queries, configuration, data), registered on a
 * private instance so nothing else changes them. Each brings its usual aliases (`ts`, `sh`, `yml`,
 * `html`, `toml`, `ps1`…). Highlighting runs on the server only: readers get spans with `hljs-*`
 * classes, coloured by the site's stylesheet, and no highlighting code.
 */
const highlighter = hljs.newInstance()
for (const [name, language] of Object.entries({
  bash,
  csharp,
  css,
  diff,
  dockerfile,
  go,
  ini,
  java,
  javascript,
  json,
  markdown,
  plaintext,
  powershell,
  python,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
})) {
  highlighter.registerLanguage(name, language)
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
  const definition = requested ? highlighter.getLanguage(requested) : undefined
  if (!definition) return { html: escapeHtml(code) }
  const language = highlighter.listLanguages().find((name) => highlighter.getLanguage(name) === definition)
  if (!language || language === 'plaintext') return { html: escapeHtml(code) }
  return { language, html: highlighter.highlight(code, { language, ignoreIllegals: true }).value }
}
