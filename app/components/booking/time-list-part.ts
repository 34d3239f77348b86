import { serverHtml } from '~/components/ui/server-html.tsx'

/**
 * The free times (time-list.tsx): dozens of links and nothing else, so a first load keeps them as the
 * server rendered them, without their code or hydration (components/ui/server-html.tsx).
 */
export const TimeList = serverHtml('TimeList', () =>
  import('./time-list.tsx').then((module) => module.TimeList),
)
