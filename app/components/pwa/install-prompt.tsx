import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Button, CloseButton } from '~/components/ui/button.tsx'
import { MonitorDown } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import {
  consumeInstallPrompt,
  installPromptDismissedRecently,
  pendingInstallPrompt,
  rememberInstallPromptDismissal,
  subscribeToInstallPrompt,
} from './install-prompt-event.ts'

/**
 * The install-as-app card (spec §2, §4): appears when the browser offers installation, and hides
 * after the install, a dismissal (Not now or close, remembered for 30 days) or the visitor's choice
 * in the browser's own prompt. It never takes focus on its own.
 */
export function InstallPrompt({ ownerName, raised }: { ownerName: string; raised: boolean }) {
  const { t } = useTranslation()
  const headingId = useId()
  const cardRef = useRef<HTMLElement>(null)
  const offer = useSyncExternalStore(subscribeToInstallPrompt, pendingInstallPrompt, () => null)
  // Hidden until the browser has read the visitor's earlier answer.
  const [dismissed, setDismissed] = useState(true)
  const [choosing, setChoosing] = useState(false)

  useEffect(() => {
    setDismissed(installPromptDismissedRecently())
  }, [])

  if (!offer || dismissed) return null

  /** Hiding the card must not drop keyboard focus on the page's body. */
  const keepFocus = () => {
    if (cardRef.current?.contains(document.activeElement)) {
      document.getElementById('main')?.focus({ preventScroll: true })
    }
  }

  const dismiss = () => {
    keepFocus()
    rememberInstallPromptDismissal()
    setDismissed(true)
  }

  const install = async () => {
    setChoosing(true)
    try {
      await offer.prompt()
      const choice = await offer.userChoice
      console.info(`Install prompt answered: ${choice.outcome}`)
      if (choice.outcome === 'dismissed') rememberInstallPromptDismissal()
    } catch (error) {
      console.info('The install prompt could not be shown:', error)
    } finally {
      keepFocus()
      setChoosing(false)
      consumeInstallPrompt()
    }
  }

  return (
    <section
      ref={cardRef}
      aria-labelledby={headingId}
      className={cn(
        'fixed left-4 right-4 z-40 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl shadow-foreground/15 transition-[bottom] duration-300 motion-reduce:transition-none sm:left-6 sm:right-auto sm:w-96',
        raised ? 'bottom-[calc(var(--dock-height)+1rem)]' : 'bottom-4 sm:bottom-6',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <MonitorDown className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold">
            {t('pwa.install.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('pwa.install.text', { name: ownerName })}</p>
        </div>
        <CloseButton label={t('pwa.install.close')} onClick={dismiss} className="-mr-2 -mt-2" />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={dismiss}>
          {t('pwa.install.notNow')}
        </Button>
        <Button size="sm" onClick={install} disabled={choosing}>
          {t('pwa.install.install')}
        </Button>
      </div>
    </section>
  )
}
