import { truncate } from '~/lib/text.ts'

/** How many technology badges a card shows before the +N badge (spec §9). */
export const visibleTechnologyCount = 4

/** The first sentence of a description: the short answer to "what is it for?". */
export function summarizeUseCase(description: string, maxLength = 180): string {
  const firstSentence = description.trim().match(/^.+?[.!?](?=\s|$)/s)?.[0] ?? description.trim()
  return truncate(firstSentence, maxLength)
}

export function splitTechnologies(technologies: readonly string[], visible = visibleTechnologyCount) {
  return { shown: technologies.slice(0, visible), hiddenCount: Math.max(0, technologies.length - visible) }
}

export const previewWidth = 640
export const previewHeight = 360

export function isInternalLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}
