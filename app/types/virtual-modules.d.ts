/** The URL of the icon sprite (scripts/icon-sprite.ts), hashed by its content. */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}

/** Each icon's <symbol> markup by its lucide name (scripts/icon-sprite.ts), for the server to put in a page. */
declare module 'virtual:icon-symbols' {
  const symbols: Record<string, string>
  export default symbols
}
