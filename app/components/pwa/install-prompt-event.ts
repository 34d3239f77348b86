/** Chromium's beforeinstallprompt event, which the DOM typings do not describe. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

let pendingEvent: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

// Listening from the moment this module loads, before React hydrates: the browser may offer
// installation early and fires the event only once per page.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The site's own card offers installation, instead of the browser's banner.
    event.preventDefault()
    pendingEvent = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    pendingEvent = null
    notify()
  })
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The browser's offer to install the site, kept until it is used or the app is installed. */
export function pendingInstallPrompt(): InstallPromptEvent | null {
  return pendingEvent
}

/** An offer can be shown only once. */
export function consumeInstallPrompt(): void {
  pendingEvent = null
  notify()
}

const dismissedAtKey = 'install-prompt-dismissed-at'
export const installPromptQuietDays = 30
const quietPeriodMs = installPromptQuietDays * 24 * 60 * 60 * 1000

/** Whether the visitor said Not now (or closed the card) within the last 30 days. */
export function installPromptDismissedRecently(now = Date.now()): boolean {
  try {
    const dismissedAt = Number(localStorage.getItem(dismissedAtKey))
    return dismissedAt > 0 && now - dismissedAt < quietPeriodMs
  } catch {
    return false
  }
}

export function rememberInstallPromptDismissal(now = Date.now()): void {
  try {
    localStorage.setItem(dismissedAtKey, String(now))
  } catch {
    // Without storage the card may come back on the next visit.
  }
}
