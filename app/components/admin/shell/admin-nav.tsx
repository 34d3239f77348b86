import { useId } from 'react'
import { NavLink } from 'react-router'
import { cn } from '~/lib/cn.ts'
import { adminNavigation } from './admin-navigation.ts'

/** The section links, grouped; the current section is highlighted and marked aria-current. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const id = useId()
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      {adminNavigation.map((group, index) => (
        <div key={group.label} className={cn(index > 0 && 'mt-6')}>
          <p
            id={`${id}-${index}`}
            className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {group.label}
          </p>
          <ul aria-labelledby={`${id}-${index}`} className="mt-2 space-y-1">
            {group.items.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-primary-soft text-primary-soft-foreground'
                        : 'text-foreground hover:bg-muted',
                    )
                  }
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
