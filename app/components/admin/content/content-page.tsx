import type { ReactNode } from 'react'
import { Plus } from '~/components/admin/icons.tsx'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Loader2, type LucideIcon } from '~/components/ui/icons.tsx'
import { formatPostDate } from '~/lib/dates.ts'

/**
 * The heading of a content manager: title, subtitle, the New button (none once a type holds all the
 * items it may), a summary and the reload notice.
 */
export function ContentPageHeader({
  title,
  subtitle,
  actionLabel,
  onAction,
  loading,
  loadingText,
  summary,
}: {
  title: string
  subtitle: string
  actionLabel: string | undefined
  onAction: () => void
  loading: boolean
  loadingText: string
  summary?: ReactNode
}) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description={subtitle}
        actions={
          actionLabel ? (
            <Button onClick={onAction}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {actionLabel}
            </Button>
          ) : undefined
        }
      />
      <div className="-mt-4 mb-6 flex min-h-5 flex-wrap items-center gap-x-6 gap-y-1 text-sm text-muted-foreground">
        {summary ? <p>{summary}</p> : null}
        <p role="status" className="flex items-center gap-2">
          {loading ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              {loadingText}
            </>
          ) : null}
        </p>
      </div>
    </>
  )
}

export function EmptyState({
  icon: Icon,
  title,
  text,
  actionLabel,
  onAction,
}: {
  icon: LucideIcon
  title: string
  text: string
  actionLabel: string
  onAction: () => void
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-16 text-center">
      <Icon className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-card-foreground">{title}</h2>
      <p className="mt-1 text-muted-foreground">{text}</p>
      <Button onClick={onAction} className="mt-6">
        <Plus className="h-4 w-4" aria-hidden="true" />
        {actionLabel}
      </Button>
    </Card>
  )
}

/** A date as the admin shows it everywhere: US English, in UTC so server and browser agree. */
export function CreatedDate({ iso, prefix = 'Created' }: { iso: string; prefix?: string }) {
  const language = useAdminLanguage()
  return (
    <span className="text-sm text-muted-foreground">
      {prefix} <time dateTime={iso}>{formatPostDate(iso, language)}</time>
    </span>
  )
}
