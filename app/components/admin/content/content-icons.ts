import { Building, MessageSquareQuote, Network, Waypoints } from '~/components/admin/icons.tsx'
import { FileText, FolderKanban, type LucideIcon } from '~/components/ui/icons.tsx'
import type { AdminDeclaration } from '~/content-types/definition.ts'

/** The icon a content type declares, in the navigation and on its empty list. */
export const contentIcons: Record<AdminDeclaration['icon'], LucideIcon> = {
  articles: FileText,
  projects: FolderKanban,
  quotes: MessageSquareQuote,
  organizations: Building,
  network: Network,
  links: Waypoints,
}
