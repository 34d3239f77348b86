import { useEffect, useSyncExternalStore } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Moon, Sun } from '~/components/ui/icons.tsx'
import { Tooltip } from '~/components/ui/tooltip.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { useRootData } from '~/lib/root-data.ts'
import { applyTheme, currentTheme, savedTheme, saveTheme, systemTheme } from '~/lib/theme.ts'

function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

/**
 * The theme on screen. The server only knows a saved cookie; without one it assumes light and the
 * browser's value (set before paint by the inline head script) takes over right after hydration.
 */
function useTheme() {
  const { theme: serverTheme } = useRootData()
  const theme = useSyncExternalStore(subscribeToThemeClass, currentTheme, () => serverTheme ?? 'light')

  // Without an explicit choice the site keeps following the system setting, even while open.
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => {
      if (!savedTheme()) applyTheme(systemTheme())
    }
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [])

  return theme
}

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight')
  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        size="icon"
        className={cn('h-9 w-9', className)}
        aria-label={label}
        onClick={() => {
          applyTheme(next)
          saveTheme(next)
        }}
      >
        {theme === 'dark' ? (
          <Sun className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Moon className="h-5 w-5" aria-hidden="true" />
        )}
      </Button>
    </Tooltip>
  )
}
