import { type ComponentProps, useCallback } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink, type To, useLocation } from 'react-router'
import { type Language, languageOfPath, localizedPath } from '~/i18n/config.ts'

/** The language of the public page being shown, as its URL says (docs/decisions/027-language-urls.md). */
export function usePageLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

/** Turns a site path ('/blog') into the same page in the current page's language ('/es/blog'). */
export function useLocalizedPath(): (path: string) => string {
  const language = usePageLanguage()
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
