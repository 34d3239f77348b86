import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { loadServerHtmlParts } from './components/ui/server-html.tsx'
import { type WriteRefusal, writeRefusal } from './db/write-refusal.server.ts'
import { type Language, requestLanguage } from './i18n/config.ts'
import { areasOfKeys, areaTexts, createI18n } from './i18n/i18n.ts'
import { I18nProvider } from './i18n/react.tsx'
import { observeLookups } from './i18n/translate.ts'
import { deferHydrationStream } from './lib/deferred-hydration.server.ts'
import { jsonForScript } from './lib/escape.ts'
import { siteContext } from './lib/site-context.ts'

export const streamTimeout = 5_000

/** The text sections each render looks up (React's work for a request runs in its async context). */
const sectionsOfRender = new AsyncLocalStorage<Set<string>>()
observeLookups((key) => sectionsOfRender.getStore()?.add(key.split('.', 1)[0] ?? key))

/**
 * The texts of the translation areas the page used, for the browser to hydrate with (i18n/browser.ts),
 * and the install prompt's, which the browser may show on any page without the visitor doing anything.
 * They travel in the page rather than as scripts of their own: no round trip before hydration.
 */
function pageTextsScript(language: Language, sections: Set<string>): string {
  const texts = { language, areas: areaTexts(language, areasOfKeys([...sections, 'pwa'])) }
  return `<script type="application/json" id="page-texts">${jsonForScript(texts)}</script>`
}

/** Requests whose loader or action met a busy database or full storage: their page answers 503/507. */
const refusedRequests = new WeakMap<Request, WriteRefusal>()

export const handleError: HandleErrorFunction = (error, { request }) => {
  const refusal = writeRefusal(error)
  if (refusal) {
    refusedRequests.set(request, refusal)
    return
  }
  // A visitor's 4xx (a page without that method, a missing record) is in the access log already, at
  // debug level; only what went wrong on our side is an error here.
  if (isRouteErrorResponse(error) && error.status < 500) return
  if (!request.signal.aborted) console.error(error)
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const refusal = refusedRequests.get(request)
  if (refusal) {
    responseStatusCode = refusal.status
    responseHeaders.set('Retry-After', String(refusal.retryAfterSeconds))
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  await loadServerHtmlParts()
  const language = requestLanguage(request)
  const i18n = createI18n(language)
  const nonce = loadContext.get(siteContext).cspNonce

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const sections = new Set<string>()
    const { pipe, abort } = sectionsOfRender.run(sections, () =>
      renderToPipeableStream(
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>,
        {
          nonce,
          [readyOption]() {
            shellRendered = true
            const body = new PassThrough({
              final(callback) {
                clearTimeout(timeoutId)
                timeoutId = undefined
                callback()
              },
            })
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            // In development the HMR runtime must run before the route modules, as React Router writes it.
            if (import.meta.env.DEV) {
              pipe(body)
            } else {
              const deferred = deferHydrationStream({
                beforeBodyEnd: () => pageTextsScript(language, sections),
              })
              deferred.pipe(body)
              pipe(deferred)
            }
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            )
          },
          onShellError(error: unknown) {
            reject(error)
          },
          onError(error: unknown) {
            responseStatusCode = 500
            if (shellRendered) console.error(error)
          },
        },
      ),
    )
  })
}
