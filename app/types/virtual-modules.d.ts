/** The URL of the icon sprite (scripts/icon-sprite.ts), hashed by its content. */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}
