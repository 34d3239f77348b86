import { Check, Globe } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button.tsx'
import { isLanguage, languageNames, supportedLanguages } from '~/i18n/config.ts'
import { cn } from '~/lib/cn.ts'
import { useLanguage } from './use-language.ts'

/** A compact menu for the navigation bar. */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language, chooseLanguage } = useLanguage()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5 px-2.5">
          <Globe className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="sr-only">{t('language.current', { language: languageNames[language] })}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isLanguage(value)) void chooseLanguage(value)
            }}
          >
            {supportedLanguages.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                lang={option}
                className="flex cursor-pointer select-none items-center gap-2 rounded-md py-2 pl-8 pr-3 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold relative"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="h-4 w-4 text-primary" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {languageNames[option]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
