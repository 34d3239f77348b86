import {
  Building,
  ChartColumn,
  CircleHelp,
  Compass,
  Gauge,
  Layers,
  LifeBuoy,
  MessageSquareQuote,
  Network,
  Trophy,
  Waypoints,
} from '~/components/admin/icons.tsx'
import {
  BadgeDollarSign,
  Briefcase,
  CalendarClock,
  FileText,
  FolderKanban,
  IdCard,
  type LucideIcon,
  ShieldCheck,
} from '~/components/ui/icons.tsx'
import type { AdminDeclaration } from '~/content-types/definition.ts'

/** The icon a content type declares, in the navigation and on its empty list. */
export const contentIcons: Record<AdminDeclaration['icon'], LucideIcon> = {
  articles: FileText,
  projects: FolderKanban,
  quotes: MessageSquareQuote,
  organizations: Building,
  stats: ChartColumn,
  skills: Gauge,
  career: Briefcase,
  services: Layers,
  help: LifeBuoy,
  caseStudies: Trophy,
  principles: Compass,
  prices: BadgeDollarSign,
  offer: ShieldCheck,
  questions: CircleHelp,
  network: Network,
  links: Waypoints,
  meetings: CalendarClock,
  capability: IdCard,
}
