import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { X } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'

export const Dialog = RadixDialog.Root
export const DialogTrigger = RadixDialog.Trigger
export const DialogClose = RadixDialog.Close

export function DialogContent({
  title,
  description,
  children,
  className,
  fill = false,
  onEscapeKeyDown,
}: {
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  /** The whole window instead of a centred box; its body takes the height left under the title. */
  fill?: boolean
  onEscapeKeyDown?: (event: KeyboardEvent) => void
}) {
  const { t } = useTranslation()
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <RadixDialog.Content
        onEscapeKeyDown={onEscapeKeyDown}
        className={cn(
          'fixed z-50 bg-card p-6 text-card-foreground',
          fill
            ? 'inset-0 flex h-dvh flex-col overflow-hidden'
            : 'left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border shadow-xl',
          className,
        )}
      >
        <RadixDialog.Title className="pr-8 text-xl font-semibold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
            {description}
          </RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        <div className={cn('mt-4', fill && 'flex min-h-0 flex-1 flex-col')}>{children}</div>
        <RadixDialog.Close
          className="absolute right-4 top-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={t('common.close')}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}
