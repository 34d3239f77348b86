/** highlight.js ships types for its core only; each language module exports a language definition. */
declare module 'highlight.js/lib/languages/*' {
  import type { LanguageFn } from 'highlight.js'

  const language: LanguageFn
  export default language
}
