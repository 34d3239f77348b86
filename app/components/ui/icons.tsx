import spriteUrl from 'virtual:icon-sprite'
import type { ReactElement, SVGProps } from 'react'

/**
 * Lucide's icons as references into one SVG sprite (`virtual:icon-sprite`, built from lucide's icon
 * data by scripts/icon-sprite.ts), so the icons cost neither JavaScript nor page HTML: each is a
 * small <svg><use href="/assets/icons-….svg#name"/></svg>. The exports keep lucide-react's names
 * and props (size, strokeWidth, className, aria-* …); an icon without an accessible name or
 * children is aria-hidden, as with lucide-react. The sprite holds exactly the icons named below.
 */

export type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string
  strokeWidth?: number | string
}

export type LucideIcon = (props: IconProps) => ReactElement

function labelled(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  )
}

/** One icon of the sprite by its lucide name, drawn with the `.icon` style of app.css. */
export function Icon({
  name,
  size = 24,
  strokeWidth,
  className,
  style,
  children,
  ...props
}: IconProps & { name: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller names it with aria-*, role, title or children
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth === undefined ? style : { strokeWidth, ...style }}
      aria-hidden={children != null || labelled(props) ? undefined : 'true'}
      {...props}
    >
      {children}
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}

/** An icon component for one lucide name; the sprite holds every name passed here (scripts/icon-sprite.ts). */
export const icon =
  (name: string): LucideIcon =>
  (props) =>
    Icon({ ...props, name })

export const ArrowDown = icon('arrow-down')
export const ArrowLeft = icon('arrow-left')
export const ArrowRight = icon('arrow-right')
export const AtSign = icon('at-sign')
export const BadgeDollarSign = icon('badge-dollar-sign')
export const BrainCircuit = icon('brain-circuit')
export const Briefcase = icon('briefcase')
export const BriefcaseBusiness = icon('briefcase-business')
export const Building2 = icon('building-complex')
export const Calendar = icon('calendar')
export const CalendarCheck = icon('calendar-check')
export const CalendarClock = icon('calendar-clock')
export const CalendarDays = icon('calendar-days')
export const CalendarRange = icon('calendar-range')
export const Camera = icon('camera')
export const Check = icon('check')
export const CheckCircle2 = icon('circle-check')
export const ChevronDown = icon('chevron-down')
export const ChevronLeft = icon('chevron-left')
export const ChevronRight = icon('chevron-right')
export const CircleCheck = icon('circle-check')
export const ClipboardList = icon('clipboard-list')
export const Clock = icon('clock')
export const Code = icon('code')
export const Compass = icon('compass')
export const Copy = icon('copy')
export const Download = icon('download')
export const ExternalLink = icon('external-link')
export const Eye = icon('eye')
export const FileQuestion = icon('file-question-mark')
export const FileSearch = icon('file-search')
export const FileText = icon('file-text')
export const Flame = icon('flame')
export const FolderGit2 = icon('folder-git-2')
export const FolderKanban = icon('folder-kanban')
export const FolderSearch = icon('folder-search')
export const GitCommitHorizontal = icon('git-commit-horizontal')
export const Globe = icon('globe')
export const Home = icon('house')
export const IdCard = icon('id-card')
export const Info = icon('info')
export const Leaf = icon('leaf')
export const Link = icon('link')
export const Loader2 = icon('loader-circle')
export const Lock = icon('lock')
export const Mail = icon('mail')
export const MailX = icon('mail-x')
export const MapPin = icon('map-pin')
export const Menu = icon('menu')
export const MessageCircle = icon('message-circle')
export const MessagesSquare = icon('messages-square')
export const MonitorDown = icon('monitor-down')
export const MonitorPlay = icon('monitor-play')
export const Moon = icon('moon')
export const Newspaper = icon('newspaper')
export const Phone = icon('phone')
export const Pin = icon('pin')
export const Quote = icon('quote')
export const RotateCcw = icon('rotate-ccw')
export const RotateCw = icon('rotate-cw')
export const Search = icon('search')
export const Send = icon('send')
export const Share2 = icon('share-2')
export const ShieldCheck = icon('shield-check')
export const Sparkles = icon('sparkles')
export const Star = icon('star')
export const Sun = icon('sun')
export const Target = icon('target')
export const ThumbsUp = icon('thumbs-up')
export const TriangleAlert = icon('triangle-exclamation-point')
export const User = icon('user')
export const Video = icon('video')
export const UserPlus = icon('user-plus')
export const Users = icon('users')
export const X = icon('x')
export const XCircle = icon('circle-x')
export const ZoomIn = icon('zoom-in')
export const ZoomOut = icon('zoom-out')
