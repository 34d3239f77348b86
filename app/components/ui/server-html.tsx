import {
  type ComponentType,
  lazy,
  type MouseEvent,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
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
 *
 * An interactive part (buttons, forms, dialogs) can be kept too, with `liveWhenNear`: it becomes live
 * when it comes within a screen of the viewport, or as soon as the visitor reaches into it (a focus, a
 * press, a click) before that. The live part is drawn in place of the server's with the same
 * structure; what the visitor did meanwhile carries over: the focus, the text typed, a click on a
 * button (played again once live).
 */

type Load<P> = () => Promise<ComponentType<P>>

/** Every part's loader, on the server: the parts render at once there (see loadServerHtmlParts). */
const serverLoads: (() => Promise<unknown>)[] = []
let firstRenderCommitted = false

/** The server renders parts in full; their code must be loaded before the first render. */
export function loadServerHtmlParts(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()))
}

/**
 * Dispatched on the document when a part kept as server HTML has been drawn live: its elements are new
 * ones, and whoever observes them by id (the home page's section indicator) looks them up again.
 */
export const serverHtmlLiveEvent = 'server-html-live'

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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Equal as data: the same values, or arrays and plain objects with equal entries. A part's props are
 * loader data, often derived anew on each render (a list filtered in the parent); only a change of
 * what they hold makes the part live.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]))
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]))
  )
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

/** Where an element sits under `root`: the index of each element on the way down. */
function pathTo(root: Element, element: Element): number[] | undefined {
  const path: number[] = []
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement
    if (!parent) return undefined
    path.unshift(Array.prototype.indexOf.call(parent.children, node))
  }
  return path
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What the visitor did in the server's copy of a part, to do again in the live one. */
type CarriedOver = {
  focus?: number[]
  fields: { path: number[]; value: string; checked?: boolean }[]
  click?: number[]
}

function defaultValueOf(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue
  const options = [...field.options]
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? ''
}

function carryOver(root: Element, click: number[] | undefined): CarriedOver {
  const focused = document.activeElement
  const fields: CarriedOver['fields'] = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const path = pathTo(root, field)
    if (!path) continue
    const checkable =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    if (checkable) fields.push({ path, value: field.value, checked: field.checked })
    else if (field.value !== defaultValueOf(field)) fields.push({ path, value: field.value })
  }
  return {
    focus: focused && root.contains(focused) ? pathTo(root, focused) : undefined,
    fields,
    click,
  }
}

/** Sets a field's value the way typing does, so React's own state follows it. */
function typeInto(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function restore(root: Element, carried: CarriedOver) {
  for (const { path, value, checked } of carried.fields) {
    const field = elementAt(root, path) as Field | undefined
    if (!field || !('value' in field)) continue
    if (checked !== undefined && field instanceof HTMLInputElement) {
      if (field.checked !== checked) field.click()
    } else if (field.value !== value) typeInto(field, value)
  }
  if (carried.focus)
    (elementAt(root, carried.focus) as HTMLElement | undefined)?.focus({ preventScroll: true })
  // The click waits for React to render what the typing above set: a submit reads that state.
  const click = carried.click
  if (click) setTimeout(() => (elementAt(root, click) as HTMLElement | undefined)?.click(), 0)
}

/**
 * A left click on an internal link, which the router can take instead of the browser. A link marked
 * `data-keep-scroll` (a `<Link preventScrollReset>` that a part renders) keeps the scroll position.
 */
export function internalPath(
  event: MouseEvent<HTMLElement>,
): { path: string; keepScroll: boolean } | undefined {
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
  return {
    path: `${url.pathname}${url.search}${url.hash}`,
    keepScroll: anchor.hasAttribute('data-keep-scroll'),
  }
}

/**
 * A component (loaded by `load`) that the browser keeps as server HTML on the page's first load. It is
 * wrapped in a `display: contents` element, which does not change the layout. `liveWhenNear`: see above.
 */
export function serverHtml<P extends object>(
  name: string,
  load: Load<P>,
  { liveWhenNear = false }: { liveWhenNear?: boolean } = {},
): ComponentType<P> {
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
    const [wanted, setWanted] = useState(false)
    const [first] = useState(() => ({ language: i18n.language, props }))
    // New texts or new data (a list filtered by a navigation to the same page): React renders them.
    const changed = i18n.language !== first.language || !sameData(props, first.props)
    const element = useRef<HTMLDivElement>(null)
    const pendingClick = useRef<number[] | undefined>(undefined)
    const carried = useRef<CarriedOver | undefined>(undefined)

    // An image that failed before hydration fired its error event before React listened for it.
    useEffect(() => {
      for (const image of element.current?.querySelectorAll('img[data-fallback]') ?? []) {
        if ((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
          showImageFallback(image)
      }
    }, [])

    // Within a screen of the viewport (the part's own box: its wrapper has none).
    useEffect(() => {
      const box = element.current?.firstElementChild
      if (!liveWhenNear || live || !box || typeof IntersectionObserver === 'undefined') return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
        },
        { rootMargin: '100% 0px' },
      )
      observer.observe(box)
      return () => observer.disconnect()
    }, [live])

    useEffect(() => {
      if (live || !(changed || wanted)) return
      let current = true
      void preload().then(() => {
        if (!current) return
        if (element.current) carried.current = carryOver(element.current, pendingClick.current)
        // In slices, so a long part (the booking page's times) does not hold the page in one long task.
        startTransition(() => setLive(true))
      })
      return () => {
        current = false
      }
    }, [live, changed, wanted])

    useLayoutEffect(() => {
      if (!live || !carried.current || !element.current) return
      restore(element.current, carried.current)
      carried.current = undefined
      document.dispatchEvent(new Event(serverHtmlLiveEvent))
    }, [live])

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
        <div ref={element} className="contents">
          <Suspense fallback={null}>
            <Live {...props} />
          </Suspense>
        </div>
      )
    }
    const reachedInto = liveWhenNear ? () => setWanted(true) : undefined
    // Focused or typed into after the fields were read, before React draws the live part: read them
    // again, or the focus (and the keys that follow it) would be lost with the server's copy.
    const readAgain = () => {
      if (carried.current && element.current)
        carried.current = carryOver(element.current, carried.current.click)
    }
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the elements inside are the interactive ones; this hands their clicks to the router or to the live part
      <div
        ref={element}
        className="contents"
        onErrorCapture={(event) => showImageFallback(event.target)}
        onFocusCapture={() => {
          reachedInto?.()
          readAgain()
        }}
        onPointerDownCapture={reachedInto}
        onInputCapture={readAgain}
        onClick={(event) => {
          const link = internalPath(event)
          if (link !== undefined) {
            event.preventDefault()
            void navigate(link.path, { preventScrollReset: link.keepScroll })
            return
          }
          // A button pressed before the part is live is pressed again once it is.
          const button = liveWhenNear ? (event.target as Element).closest('button') : null
          if (button && element.current?.contains(button)) {
            event.preventDefault()
            pendingClick.current = pathTo(element.current, button)
            // The part may already be on its way in, with what was done before this click.
            if (carried.current) carried.current.click = pendingClick.current
            setWanted(true)
          }
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
