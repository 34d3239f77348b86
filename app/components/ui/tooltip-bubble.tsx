import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

const sideOffsetPx = 6
const viewportMarginPx = 8

/** Above the trigger and centred on it, below when there is no room above, kept inside the viewport. */
export function TooltipBubble({
  id,
  anchor,
  children,
}: {
  id: string
  anchor: HTMLElement
  children: ReactNode
}) {
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
