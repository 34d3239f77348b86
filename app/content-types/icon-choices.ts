/**
 * The pictures a stat, a service pillar or a help card can carry: the icons the public pages already
 * draw (components/ui/content-icon.tsx), offered to the owner by name.
 */
export const contentIconNames = [
  'sparkles',
  'shield',
  'leaf',
  'users',
  'compass',
  'brain',
  'clipboard',
  'folder',
  'dollar',
  'building',
  'calendar',
] as const

export type ContentIconName = (typeof contentIconNames)[number]

export const contentIconLabels: Record<ContentIconName, string> = {
  sparkles: 'Sparkles (AI, new ideas)',
  shield: 'Shield (security, compliance)',
  leaf: 'Leaf (sustainability)',
  users: 'People (users, teams)',
  compass: 'Compass (strategy, direction)',
  brain: 'Circuit brain (AI)',
  clipboard: 'Clipboard (plans, projects)',
  folder: 'Folder (projects)',
  dollar: 'Dollar badge (budgets)',
  building: 'Building (organizations)',
  calendar: 'Calendar (years)',
}
