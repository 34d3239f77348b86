import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms opens the next at once. */
export const tooltipDelayMs = 700
export const tooltipSkipDelayMs = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

// The bubble's code loads when a tooltip is first wanted (on hover, before the delay ends).
const loadBubble = () => import('./tooltip-bubble.tsx')
const TooltipBubble = lazy(() => loadBubble().then((module) => ({ default: module.TooltipBubble })))

/**
 * A tooltip on hover (after the delay) and on keyboard focus (at once), closed by leaving, blurring or
 * Escape. Small on purpose: it is on every page (the header's theme toggle), so it stays out of the
 * first view's JavaScript budget that a positioning library would take, and the bubble itself loads
 * only when a tooltip is first wanted.
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
      void loadBubble()
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
        <Suspense fallback={null}>
          <TooltipBubble id={id} anchor={trigger.current}>
            {content}
          </TooltipBubble>
        </Suspense>
      ) : null}
    </>
  )
}
