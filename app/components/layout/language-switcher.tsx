import { lazy, Suspense, useState } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button.tsx'
import { Globe } from '~/components/ui/icons.tsx'
import { languageNames, supportedLanguages } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { useLanguage } from './use-language.ts'

// Radix's menu (with its positioning and focus code) is loaded when the visitor reaches for it, not
// with every page: until then the same button stands alone.
const LanguageMenuPopup = lazy(() => import('./language-menu-popup.tsx'))
const loadPopup = () => void import('./language-menu-popup.tsx')

/** The navigation bar's button that opens the language menu. */
export function LanguageMenuButton(props: ButtonProps) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  return (
    <Button variant="ghost" size="sm" className="gap-1.5 px-2.5" {...props}>
      <Globe className="h-4 w-4" aria-hidden="true" />
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="sr-only">{t('language.current', { language: languageNames[language] })}</span>
    </Button>
  )
}

/** A compact menu for the navigation bar. */
export function LanguageMenu() {
  const [wanted, setWanted] = useState(false)
  const placeholder = (
    <LanguageMenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={loadPopup}
      onFocus={loadPopup}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setWanted(true)
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault()
          setWanted(true)
        }
      }}
    />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenuPopup />
    </Suspense>
  )
}

/** All three languages side by side, for the mobile menu where a pop-up menu would be awkward. */
export function LanguageButtons({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { language, chooseLanguage } = useLanguage()
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t('language.label')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {supportedLanguages.map((option) => (
          <Button
            key={option}
            variant={option === language ? 'secondary' : 'outline'}
            size="sm"
            lang={option}
            aria-pressed={option === language}
            className={cn(option === language && 'ring-1 ring-primary')}
            onClick={() => {
              if (option !== language) void chooseLanguage(option)
            }}
          >
            {languageNames[option]}
          </Button>
        ))}
      </div>
    </fieldset>
  )
}
