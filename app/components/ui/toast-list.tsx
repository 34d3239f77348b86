import * as RadixToast from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'
import { X } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { currentEntries, dismiss, emptyEntries, subscribe, toastDurationMs } from './toast.tsx'

export default function ToastList() {
  const { t } = useTranslation()
  const current = useSyncExternalStore(subscribe, currentEntries, () => emptyEntries)
  return (
    <RadixToast.Provider duration={toastDurationMs}>
      {current.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id)
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            entry.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div>
            <RadixToast.Title className="text-sm font-semibold">{entry.title}</RadixToast.Title>
            {entry.description ? (
              <RadixToast.Description className="mt-1 text-sm opacity-90">
                {entry.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t('common.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed right-4 top-20 z-[100] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  )
}
