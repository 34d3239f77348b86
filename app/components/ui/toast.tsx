import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'

/** Spec §9: one toast at a time, shown for 5000 ms; a dismissed toast leaves the store after 1,000,000 ms. */
export const toastLimit = 1
export const toastDurationMs = 5000
export const toastRemoveDelayMs = 1_000_000

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
export type ToastEntry = ToastInput & { id: number; open: boolean }

let entries: ToastEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()
export const emptyEntries: ToastEntry[] = []

export const currentEntries = () => entries

function publish(next: ToastEntry[]) {
  entries = next
  for (const listener of listeners) listener()
}

export function dismiss(id: number) {
  publish(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)))
  setTimeout(() => publish(entries.filter((entry) => entry.id !== id)), toastRemoveDelayMs)
}

export function toast(input: ToastInput): void {
  const entry: ToastEntry = { ...input, id: nextId++, open: true }
  publish([entry, ...entries.map((existing) => ({ ...existing, open: false }))].slice(0, toastLimit))
}

export function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Radix's toast is loaded with the first toast: most visits never see one.
const ToastList = lazy(() => import('./toast-list.tsx'))

export function Toaster() {
  const hasToasts = useSyncExternalStore(
    subscribe,
    () => entries.length > 0,
    () => false,
  )
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (hasToasts) setLoaded(true)
  }, [hasToasts])
  if (!hasToasts && !loaded) return null
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  )
}
