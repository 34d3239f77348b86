import { useEffect, useLayoutEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { servicePillarType } from '~/content-types/index.ts'
import { fallbackLang, localizeAll } from '~/content-types/translations.ts'
import textFontUrl from '~/fonts/public-sans-latin-wght.woff2?url'
import { textFontScript } from '~/fonts/text-font.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { siteContext } from '~/lib/site-context.ts'
import faviconDataUrl from '../public/favicon.svg?inline'
import type { Route } from './+types/root'
import { useLanguageOfPage, useSavedLanguage } from './components/layout/use-language.ts'
import { markPageHydrated } from './components/ui/server-html.tsx'
import { Toaster } from './components/ui/toast.tsx'
import { fallbackLanguage, isAdminPath, languageOfPath, requestLanguage } from './i18n/config.ts'
import { cn } from './lib/cn.ts'
import { type PublicForm, publicForms } from './lib/form-guard.ts'
import { publicProfile } from './lib/profile.ts'
import { siteOrigin } from './lib/site-url.ts'
import { themeFromRequest, themeInitScript } from './lib/theme.ts'

/**
 * The site's stylesheet, written into every page's head by the server, so the first paint waits for no
 * request but the page's own (docs/decisions/020-inline-stylesheet.md). The browser keeps the server's
 * copy: React finds the style by its href and leaves its text alone.
 */
const appStyles: string =
  import.meta.env.SSR && !import.meta.env.DEV ? (await import('./app.css?inline')).default : ''
/** Declares the typeface after the first paint, or at once when this visit has it (decision 031). */
const textFontDeclaration = textFontScript(textFontUrl)
/** The development server links the stylesheet instead, so a style edited shows without a reload. */
const developmentStylesHref = import.meta.env.DEV ? (await import('./app.css?url')).default : undefined

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  // A public page's URL decides (/es/…); the admin keeps the saved choice.
  const lang = requestLanguage(request)
  const isAdmin = isAdminPath(new URL(request.url).pathname)
  return {
    lang,
    /** The visitor's saved theme; null means "follow the system", decided in the browser before paint. */
    theme: themeFromRequest(request),
    nonce: site.cspNonce,
    profile: publicProfile(site.profile, lang),
    /** The footer's list of services: the service pillars' titles, in the page's language. */
    footerServices: isAdmin
      ? []
      : localizeAll(servicePillarType, await site.services.servicePillars.list(), lang).map((pillar) => ({
          id: pillar.id,
          title: pillar.title,
          lang: fallbackLang(pillar, 'title'),
        })),
    origin: siteOrigin(request, site.config.publicUrl),
    /**
     * When the page was rendered, signed for each public form, for the forms posted without JavaScript
     * (see FormGuardFields); a cached page carries older ones, so with JavaScript a form fetches its own.
     */
    formTokens: Object.fromEntries(
      publicForms.map((form) => [form, site.services.forms.issueToken(form)]),
    ) as Record<PublicForm, string>,
  }
}

/** Which language decides a path's page: its URL's, or on the admin the saved choice. */
const languageSource = (url: URL) => (isAdminPath(url.pathname) ? 'admin' : languageOfPath(url.pathname))

/** The language (and so `<html lang>` and every head tag) follows a move to a page in another language. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return languageSource(currentUrl) !== languageSource(nextUrl) || defaultShouldRevalidate
}

/** The site default, used by every page that has no title of its own. */
export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return []
  const { profile } = data
  return [
    { title: `${profile.name} | ${profile.title}` },
    { name: 'description', content: profile.description },
  ]
}

export const links: Route.LinksFunction = () => [
  // Written into the page rather than fetched: the icon is a quarter of a kilobyte, and its request
  // was one more on a phone's way to the first paint.
  { rel: 'icon', href: faviconDataUrl, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const lang = data?.lang ?? fallbackLanguage
  const theme = data?.theme ?? null
  return (
    // The class may differ from the server's when the head script applied the system theme before paint.
    <html
      lang={lang}
      className={cn('scroll-pt-20 lg:scroll-pt-28', theme === 'dark' && 'dark')}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {theme ? null : (
          <script
            nonce={data?.nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from app/lib/theme.ts, run before first paint
            dangerouslySetInnerHTML={{ __html: themeInitScript }}
          />
        )}
        <script
          nonce={data?.nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from app/fonts/text-font.ts
          dangerouslySetInnerHTML={{ __html: textFontDeclaration }}
        />
        {/* With a precedence React writes the styles right after the viewport, before anything else. */}
        {developmentStylesHref ? (
          <link rel="stylesheet" href={developmentStylesHref} precedence="default" />
        ) : (
          <style href="app-styles" precedence="default">
            {appStyles}
          </style>
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <Toaster />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  )
}

/**
 * A move inside the app to a place on a page (`/projects#slug`) lays the whole page out first: parts
 * below the first screen hold an estimated height until drawn (app.css, render-when-near), so the
 * scroll to the place, which ScrollRestoration makes after this, would land off it.
 */
function useWholePageForLinkedPlaces() {
  const location = useLocation()
  useLayoutEffect(() => {
    if (location.hash) document.documentElement.classList.add('render-all')
  }, [location])
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root')
  useLanguageOfPage(data?.lang ?? fallbackLanguage)
  useSavedLanguage()
  useWholePageForLinkedPlaces()
  useEffect(markPageHydrated, [])
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-foreground">
        {status === 404 ? t('notFound.title') : t('common.error')}
      </h1>
      <p className="mt-4 text-muted-foreground">{status === 404 ? t('notFound.text') : `${status}`}</p>
      <a href="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        {t('notFound.backHome')}
      </a>
    </main>
  )
}
