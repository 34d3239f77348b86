import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { I18nProvider } from '~/i18n/react.tsx'
import { createBrowserI18n, pageTexts } from './i18n/browser.ts'
import { fallbackLanguage, isLanguage } from './i18n/config.ts'
import { rememberVisitSource } from './lib/visit-source-storage.ts'

// The server already chose the language and wrote it to <html lang>; hydrate with the same one so nothing
// mismatches. A saved choice the server did not know about is applied right after (useSavedLanguage in root.tsx).
const serverLanguage = document.documentElement.lang
const i18n = await createBrowserI18n(
  isLanguage(serverLanguage) ? serverLanguage : fallbackLanguage,
  pageTexts(),
)

// Where this visit came from (referrer, campaign parameters), kept for the tab's session only.
rememberVisitSource()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  )
})
