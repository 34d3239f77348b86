import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AdminBrand } from './admin-brand.tsx'
import { MobileTopBar } from './mobile-drawer.tsx'
import { SidebarContent } from './sidebar-content.tsx'

/** The back office frame: a fixed sidebar from lg up, a top bar with a drawer below it, and the page. */
export function AdminShell({ username, children }: { username: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <aside
        aria-label="Admin sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-card lg:flex"
      >
        <div className="flex h-16 shrink-0 items-center border-b border-border px-4">
          <Link to="/admin" className="min-w-0 rounded-md">
            <AdminBrand />
          </Link>
        </div>
        <SidebarContent username={username} />
      </aside>
      <MobileTopBar username={username} />
      <main id="main" tabIndex={-1} className="outline-none lg:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8 lg:py-10">{children}</div>
      </main>
    </div>
  )
}
