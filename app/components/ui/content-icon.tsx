import type { ContentIconName } from '~/content-types/icon-choices.ts'
import {
  BadgeDollarSign,
  BrainCircuit,
  Building2,
  CalendarRange,
  ClipboardList,
  Compass,
  FolderKanban,
  Leaf,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  Users,
} from './icons.tsx'

/** The icon the owner chose for a stat, a service pillar or a help card. */
export const iconByName: Record<ContentIconName, LucideIcon> = {
  sparkles: Sparkles,
  shield: ShieldCheck,
  leaf: Leaf,
  users: Users,
  compass: Compass,
  brain: BrainCircuit,
  clipboard: ClipboardList,
  folder: FolderKanban,
  dollar: BadgeDollarSign,
  building: Building2,
  calendar: CalendarRange,
}
