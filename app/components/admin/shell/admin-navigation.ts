import { contentIcons } from '~/components/admin/content/content-icons.ts'
import {
  ChartColumn,
  Handshake,
  Inbox,
  KeyRound,
  Languages,
  LayoutDashboard,
  Receipt,
  Settings,
} from '~/components/admin/icons.tsx'
import {
  CalendarCheck,
  CalendarClock,
  Clock,
  type LucideIcon,
  Mail,
  Newspaper,
} from '~/components/ui/icons.tsx'
import { contentTypes } from '~/content-types/index.ts'

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean }
export type AdminNavGroup = { label: string; items: AdminNavItem[] }

/** The back office's sections, in the order the sidebar and the mobile drawer list them. */
export const adminNavigation: AdminNavGroup[] = [
  {
    label: 'Content',
    items: [
      { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
      ...contentTypes.map(({ admin }) => ({
        to: `/admin/${admin.path}`,
        label: admin.title,
        icon: contentIcons[admin.icon],
      })),
    ],
  },
  {
    label: 'Clients',
    items: [
      { to: '/admin/analytics', label: 'Analytics', icon: ChartColumn },
      { to: '/admin/contacts', label: 'Contacts', icon: Inbox },
      { to: '/admin/leads', label: 'Leads', icon: Handshake },
      { to: '/admin/bookings', label: 'Bookings', icon: CalendarCheck },
      { to: '/admin/subscribers', label: 'Subscribers', icon: Newspaper },
      { to: '/admin/newsletter', label: 'Newsletter', icon: Mail },
      { to: '/admin/orders', label: 'Orders', icon: Receipt },
    ],
  },
  {
    label: 'Site',
    items: [
      { to: '/admin/availability', label: 'Availability', icon: Clock },
      { to: '/admin/calendars', label: 'Calendars', icon: CalendarClock },
      { to: '/admin/translations', label: 'Translations', icon: Languages },
      { to: '/admin/outbox', label: 'Email outbox', icon: Inbox },
      { to: '/admin/settings', label: 'Settings', icon: Settings },
      { to: '/admin/account', label: 'Account', icon: KeyRound },
    ],
  },
]
