import { useRootData } from '~/lib/root-data.ts'
import { initials } from '~/lib/text.ts'

/** The owner's initials and name over "Admin", at the top of the sidebar, the drawer and the sign-in page. */
export function AdminBrand() {
  const { profile } = useRootData()
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
      >
        {initials(profile.name)}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-sm font-semibold text-foreground">{profile.name}</span>
        <span className="text-xs text-muted-foreground">Admin</span>
      </span>
    </span>
  )
}
