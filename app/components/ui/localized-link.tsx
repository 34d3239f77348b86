import { type ComponentProps, useCallback } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink, type To, useLocation } from 'react-router'
import { isAdminPath, isLanguage, type Language, languageOfPath, localizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'

/** The language of the public page being shown, as its URL says (docs/decisions/027-language-urls.md). */
export function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

/**
 * The language links lead to: the one the page's texts are in. That is the URL's, but for the moment
 * after the visitor chose another language, when the texts already read in it and its page is still on
 * its way: a link followed then leads to the language the visitor reads.
 */
function useLinkLanguage(): Language {
  const pageLanguage = usePageLanguage()
  const { i18n } = useTranslation()
  const { pathname } = useLocation()
  return isAdminPath(pathname) || !isLanguage(i18n.language) ? pageLanguage : i18n.language
}

/** Turns a site path ('/blog') into the same page in the language the page reads in ('/es/blog'). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLinkLanguage()
  return useCallback((path: string) => localizedPath(path, language), [language])
}

function localizedTo(to: To, localize: (path: string) => string): To {
  if (typeof to === 'string') return localize(to)
  return to.pathname === undefined ? to : { ...to, pathname: localize(to.pathname) }
}

/** React Router's Link, keeping the page's language: every internal link of the public site uses it. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const localize = useLocalizedPath()
  return <RouterLink to={localizedTo(to, localize)} {...props} />
}

/** React Router's NavLink (marks the current page), keeping the page's language. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const localize = useLocalizedPath()
  return <RouterNavLink to={localizedTo(to, localize)} {...props} />
}
