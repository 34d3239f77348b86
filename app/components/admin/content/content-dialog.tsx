import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Dialog, DialogContent } from '~/components/ui/dialog.tsx'
import { Loader2 } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'

/**
 * The create/edit dialog of a content manager. Closing goes through `onOpenChange(false)`, where the
 * manager asks before unsaved changes are thrown away. `fullScreen`: the dialog takes the whole
 * window (a markdown field written with its preview beside it); Escape then leaves full screen first.
 */
export function ContentDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  fullScreen = false,
  onExitFullScreen,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  className?: string
  fullScreen?: boolean
  onExitFullScreen?: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        fill={fullScreen}
        className={cn('pb-0', !fullScreen && className)}
        onEscapeKeyDown={(event) => {
          if (!fullScreen) return
          event.preventDefault()
          onExitFullScreen?.()
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** Cancel and submit, kept in view at the bottom of a long form. */
export function DialogFormFooter({
  isNew,
  saving,
  onCancel,
}: {
  isNew: boolean
  saving: boolean
  onCancel: () => void
}) {
  return (
    <div className="sticky bottom-0 -mx-6 mt-6 flex justify-end gap-2 border-t border-border bg-card px-6 py-4">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving} aria-disabled={saving}>
        {saving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {saving ? 'Saving...' : isNew ? 'Create' : 'Update'}
      </Button>
    </div>
  )
}
