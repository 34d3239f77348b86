import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from '~/components/ui/icons.tsx'
import { isLanguage, languageNames, supportedLanguages } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { LanguageMenuButton } from './language-switcher.tsx'
import { useLanguage } from './use-language.ts'

/** The language menu, opened as soon as it is mounted (the visitor pressed its button to get here). */
export default function LanguageMenuPopup() {
  const { t } = useTranslation()
  const { language, chooseLanguage } = useLanguage()
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <LanguageMenuButton />
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
