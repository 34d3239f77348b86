import { X } from 'lucide-react'
import { Toast as RadixToast } from 'radix-ui'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn.ts'

/** Spec §9: one toast at a time, shown for 5000 ms; a dismissed toast leaves the store after 1,000,000 ms. */
export const toastLimit = 1
export const toastDurationMs = 5000
export const toastRemoveDelayMs = 1_000_000

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
type ToastEntry = ToastInput & { id: number; open: boolean }

let entries: ToastEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emptyEntries: ToastEntry[] = []

function publish(next: ToastEntry[]) {
  entries = next
  for (const listener of listeners) listener()
}

function dismiss(id: number) {
  publish(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)))
  setTimeout(() => publish(entries.filter((entry) => entry.id !== id)), toastRemoveDelayMs)
}

export function toast(input: ToastInput): void {
  const entry: ToastEntry = { ...input, id: nextId++, open: true }
  publish([entry, ...entries.map((existing) => ({ ...existing, open: false }))].slice(0, toastLimit))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Toaster() {
  const { t } = useTranslation()
  const current = useSyncExternalStore(
    subscribe,
    () => entries,
    () => emptyEntries,
  )
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
