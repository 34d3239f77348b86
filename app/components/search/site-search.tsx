import { serverHtml } from '~/components/ui/server-html.tsx'

/**
 * The site search (search-box.tsx), kept as the server rendered it until it comes near the viewport
 * or the visitor reaches into it (docs/decisions/019-server-html-parts.md): on a phone both of its
 * places, the wide screens' navigation bar and the closed menu, are hidden, so its code loads when the
 * menu opens; on a wide screen the bar shows it, and it goes live as soon as the page has hydrated.
 * What was typed before carries over.
 */
export const SearchBox = serverHtml(
  'SearchBox',
  () => import('./search-box.tsx').then((module) => module.SearchBox),
  { liveWhenNear: true },
)
