import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms opens the next at once. */
export const tooltipDelayMs = 700
export const tooltipSkipDelayMs = 300

const sideOffsetPx = 6
const viewportMarginPx = 8
let lastClosedAt = Number.NEGATIVE_INFINITY

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/**
 * A tooltip on hover (after the delay) and on keyboard focus (at once), closed by leaving, blurring or
 * Escape. Small on purpose: it is on every page (the header's theme toggle), so it stays out of the
 * first view's JavaScript budget that a positioning library would take.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLElement | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Focus that follows a click is not keyboard focus: no tooltip then.
  const pressed = useRef(false)
  const id = useId()

  const cancel = () => clearTimeout(timer.current)
  const show = () => {
    cancel()
    setOpen(true)
  }
  const hide = () => {
    cancel()
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now()
      return false
    })
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  const props = children.props
  const triggerProps: TriggerProps = {
    onPointerEnter(event) {
      props.onPointerEnter?.(event)
      if (event.pointerType === 'touch') return
      trigger.current = event.currentTarget
      cancel()
      if (Date.now() - lastClosedAt < tooltipSkipDelayMs) show()
      else timer.current = setTimeout(show, tooltipDelayMs)
    },
    onPointerLeave(event) {
      props.onPointerLeave?.(event)
      hide()
    },
    onPointerDown(event) {
      props.onPointerDown?.(event)
      pressed.current = true
      document.addEventListener('pointerup', () => (pressed.current = false), { once: true })
      hide()
    },
    onFocus(event) {
      props.onFocus?.(event)
      trigger.current = event.currentTarget
      if (!pressed.current) show()
    },
    onBlur(event) {
      props.onBlur?.(event)
      hide()
    },
    'aria-describedby': open ? id : props['aria-describedby'],
  }

  return (
    <>
      {cloneElement(children, triggerProps)}
      {open && trigger.current ? (
        <TooltipBubble id={id} anchor={trigger.current}>
          {content}
        </TooltipBubble>
      ) : null}
    </>
  )
}

/** Above the trigger and centred on it, below when there is no room above, kept inside the viewport. */
function TooltipBubble({ id, anchor, children }: { id: string; anchor: HTMLElement; children: ReactNode }) {
  const bubble = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)

  useLayoutEffect(() => {
    const element = bubble.current
    if (!element) return
    const place = () => {
      const target = anchor.getBoundingClientRect()
      const { width, height } = element.getBoundingClientRect()
      const above = target.top - sideOffsetPx - height
      const top = above >= viewportMarginPx ? above : target.bottom + sideOffsetPx
      const centred = target.left + target.width / 2 - width / 2
      const maxLeft = document.documentElement.clientWidth - width - viewportMarginPx
      setPosition({ top, left: Math.max(viewportMarginPx, Math.min(centred, maxLeft)) })
    }
    place()
    window.addEventListener('scroll', place, { passive: true, capture: true })
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
    }
  }, [anchor])

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      style={position ?? { visibility: 'hidden', top: 0, left: 0 }}
      className="fixed z-50 max-w-xs rounded-md bg-foreground px-3 py-2 text-sm text-background shadow-md"
    >
      {children}
    </div>,
    document.body,
  )
}
