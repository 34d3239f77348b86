import { Link } from 'react-router'
import { UserRound } from '~/components/admin/icons.tsx'
import { ThemeToggle } from '~/components/layout/theme-toggle.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { ExternalLink } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'
import { AdminNav } from './admin-nav.tsx'
import { LogoutButton } from './logout-button.tsx'

/** What the desktop sidebar and the mobile drawer both hold: sections, the signed-in owner, logout. */
export function SidebarContent({ username, onNavigate }: { username: string; onNavigate?: () => void }) {
  return (
    <>
      <AdminNav onNavigate={onNavigate} />
      <div className="space-y-3 border-t border-border p-4">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">
            Signed in as <span className="font-semibold text-foreground">{username}</span>
          </span>
        </p>
        <div className="flex items-center gap-2">
          <Link to="/" onClick={onNavigate} className={cn(buttonClasses('outline', 'sm'), 'flex-1')}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            View site
          </Link>
          <ThemeToggle className="border border-border" />
        </div>
        <LogoutButton />
      </div>
    </>
  )
}
