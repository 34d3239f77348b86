import { type ComponentType, lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '~/i18n/react.tsx'

/**
 * Parts of a page that show content and links but hold no state of their own (the footer, the home
 * page's lists) are kept as the server rendered them when the page loads: the browser neither
 * downloads their code nor hydrates them, which is most of the work of a first view on a phone. A
 * click on one of their links still navigates inside the app. They become live React again when the
 * visitor changes the language or their data changes (a list filtered by a navigation to the same
 * page), and a page reached by a navigation inside the app renders them as usual, loading their code
 * then.
 */

type Load<P> = () => Promise<ComponentType<P>>

/** Every part's loader, on the server: the parts render at once there (see loadServerHtmlParts). */
const serverLoads: (() => Promise<unknown>)[] = []
let firstRenderCommitted = false

/** The server renders parts in full; their code must be loaded before the first render. */
export function loadServerHtmlParts(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()))
}

/** Called once React has committed the page it hydrated: parts rendered after that are live. */
export function markPageHydrated() {
  firstRenderCommitted = true
}

/**
 * A thenable that calls back at once: React.lazy then renders the code already loaded without
 * suspending, where a resolved promise would still call back a tick later.
 */
function answeredAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * An image that declares a text fallback (`data-fallback`, with `data-fallback-class`) is replaced by
 * that text when it cannot be loaded, as the live component would do with its own state.
 */
function showImageFallback(image: EventTarget | Element | null) {
  if (!(image instanceof HTMLImageElement) || image.dataset.fallback === undefined) return
  const text = document.createElement('span')
  text.textContent = image.dataset.fallback
  text.className = image.dataset.fallbackClass ?? ''
  image.replaceWith(text)
}

/** A left click on an internal link, which the router can take instead of the browser. */
function internalPath(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const anchor = (event.target as Element).closest('a')
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return undefined
  if (anchor.target && anchor.target !== '_self') return undefined
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return undefined
  // A link to a place on this very page is the browser's to follow.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
    return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * A component (loaded by `load`) that the browser keeps as server HTML on the page's first load. It is
 * wrapped in a `display: contents` element, which does not change the layout.
 */
export function serverHtml<P extends object>(name: string, load: Load<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  if (import.meta.env.SSR) serverLoads.push(preload)
  const Live = lazy(() =>
    loaded ? answeredAtOnce({ default: loaded }) : preload().then((component) => ({ default: component })),
  )

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy makes its component
  function ServerHtml(props: P) {
    const navigate = useNavigate()
    const { i18n } = useTranslation()
    const [live, setLive] = useState(() => import.meta.env.SSR || firstRenderCommitted)
    const [first] = useState(() => ({ language: i18n.language, props }))
    // New texts or new data (a list filtered by a navigation to the same page): React renders them.
    const changed = i18n.language !== first.language || !shallowEqual(props, first.props)
    const frozen = useRef<HTMLDivElement>(null)
    // An image that failed before hydration fired its error event before React listened for it.
    useEffect(() => {
      for (const image of frozen.current?.querySelectorAll('img[data-fallback]') ?? []) {
        if ((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
          showImageFallback(image)
      }
    }, [])
    useEffect(() => {
      if (live || !changed) return
      let current = true
      void preload().then(() => {
        if (current) setLive(true)
      })
      return () => {
        current = false
      }
    }, [live, changed])

    if (import.meta.env.SSR) {
      if (!loaded) throw new Error(`${name}: loadServerHtmlParts() must run before the first render`)
      const Component = loaded
      return (
        <div className="contents">
          <Component {...props} />
        </div>
      )
    }
    if (live) {
      return (
        <div className="contents">
          <Suspense fallback={null}>
            <Live {...props} />
          </Suspense>
        </div>
      )
    }
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; this only lets the router follow them
      <div
        ref={frozen}
        className="contents"
        onErrorCapture={(event) => showImageFallback(event.target)}
        onClick={(event) => {
          const path = internalPath(event)
          if (path === undefined) return
          event.preventDefault()
          void navigate(path)
        }}
        // React leaves the server's children of an element whose inner HTML it set, and never sets an
        // unchanged one again: the part stays exactly as the server rendered it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never markup
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    )
  }
  ServerHtml.displayName = `ServerHtml(${name})`
  return ServerHtml
}
