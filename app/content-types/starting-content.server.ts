import { networkLinks, networkNodes } from '../../content/network.ts'
import { organizations } from '../../content/organizations.ts'

/**
 * What a content type's table starts with when it is made: the items the site showed from its code
 * before the owner could edit them, so a site that updates keeps showing them (and a new site starts
 * with the demo). Keyed by the type's key; each item is checked by the type's schema on the way in.
 */
export const startingContent: Record<string, () => readonly Record<string, unknown>[]> = {
  organizations: () => organizations.map(({ name, logoUrl, alt, kind }) => ({ name, logoUrl, alt, kind })),
  networkNodes: () => networkNodes,
  networkLinks: () => networkLinks,
}
