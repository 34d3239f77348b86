import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { type GraphFrame, graphFrames, narrowBelowPx, zoomLimits } from './graph-geometry.ts'

/**
 * The view of the drawing: zoom `k` and the offset of its top left corner, as shares of the frame's
 * width and height (so the same view suits the portrait and the landscape drawing).
 */
export type View = { k: number; x: number; y: number }
export const restingView: View = { k: 1, x: 0, y: 0 }

/** Keeps the zoom within its limits and the drawing covering the whole frame. */
export function clampView(view: View): View {
  const k = Math.min(zoomLimits.max, Math.max(zoomLimits.min, view.k))
  return {
    k,
    x: Math.min(0, Math.max(1 - k, view.x)),
    y: Math.min(0, Math.max(1 - k, view.y)),
  }
}

/** Zooms by `factor` keeping the point at (fx, fy) of the frame (shares of its width and height) where it is. */
export function zoomAround(view: View, factor: number, fx: number, fy: number): View {
  const k = Math.min(zoomLimits.max, Math.max(zoomLimits.min, view.k * factor))
  const ratio = k / view.k
  return clampView({ k, x: fx - (fx - view.x) * ratio, y: fy - (fy - view.y) * ratio })
}

/** How far an arrow key moves the drawing, as a share of the frame. */
const keyPanStep = 0.1

/**
 * The view after a key pressed on the frame: the arrow keys move around a zoomed-in drawing, + and −
 * zoom around the centre, 0 goes back to rest. Undefined for any other key, or an arrow that cannot
 * move the view, so the page keeps its own use of the key (an arrow at rest scrolls the page).
 */
export function viewAfterKey(view: View, key: string): View | undefined {
  const pans: Record<string, [number, number]> = {
    ArrowLeft: [keyPanStep, 0],
    ArrowRight: [-keyPanStep, 0],
    ArrowUp: [0, keyPanStep],
    ArrowDown: [0, -keyPanStep],
  }
  const pan = pans[key]
  if (pan) {
    const next = clampView({ ...view, x: view.x + pan[0], y: view.y + pan[1] })
    return next.x === view.x && next.y === view.y ? undefined : next
  }
  if (key === '+' || key === '=') return zoomAround(view, zoomLimits.step, 0.5, 0.5)
  if (key === '-' || key === '_') return zoomAround(view, 1 / zoomLimits.step, 0.5, 0.5)
  if (key === '0') return restingView
  return undefined
}

/** A drag shorter than this (screen pixels) is a click on a node, not a pan. */
const dragThreshold = 4

/**
 * Pan and zoom for the graph's frame: drag with a pointer or one finger, pinch with two, Ctrl (or ⌘)
 * with the wheel or a trackpad pinch, and, once zoomed in, the wheel alone; the keys of `viewAfterKey`
 * on the focused frame; the buttons call `zoomBy` and `reset`. At rest a vertical swipe still scrolls the page.
 */
export function usePanZoom(frameRef: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<View>(restingView)
  const [frameWidth, setFrameWidth] = useState<number | null>(null)
  const viewRef = useRef(view)
  viewRef.current = view
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{ moved: boolean; startDistance: number; startView: View } | null>(null)
  const suppressClick = useRef(false)

  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrameWidth(entry.contentRect.width)
    })
    observer.observe(frame)
    return () => observer.disconnect()
  }, [frameRef])

  /** A screen point as shares of the frame's width and height. */
  const toGraph = useCallback(
    (clientX: number, clientY: number) => {
      const rect = frameRef.current?.getBoundingClientRect()
      if (!rect || rect.width === 0 || rect.height === 0) return { x: 0.5, y: 0.5 }
      return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height }
    },
    [frameRef],
  )

  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const onWheel = (event: WheelEvent) => {
      const current = viewRef.current
      const zooming = event.ctrlKey || event.metaKey || current.k > zoomLimits.min
      if (!zooming || event.deltaY === 0) return
      event.preventDefault()
      const point = toGraph(event.clientX, event.clientY)
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002))
      setView(zoomAround(current, factor, point.x, point.y))
    }
    frame.addEventListener('wheel', onWheel, { passive: false })
    return () => frame.removeEventListener('wheel', onWheel)
  }, [frameRef, toGraph])

  const onPointerDown = useCallback((event: React.PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const [first, second] = [...pointers.current.values()]
    gesture.current = {
      moved: false,
      startDistance: first && second ? Math.hypot(first.x - second.x, first.y - second.y) : 0,
      startView: viewRef.current,
    }
    suppressClick.current = false
  }, [])

  const onPointerMove = useCallback(
    (event: React.PointerEvent<HTMLElement>) => {
      const previous = pointers.current.get(event.pointerId)
      if (!previous || !gesture.current) return
      const next = { x: event.clientX, y: event.clientY }
      pointers.current.set(event.pointerId, next)
      const rect = frameRef.current?.getBoundingClientRect()
      if (!rect || rect.width === 0 || rect.height === 0) return
      const [first, second] = [...pointers.current.values()]
      if (first && second) {
        const distance = Math.hypot(first.x - second.x, first.y - second.y)
        if (gesture.current.startDistance === 0) gesture.current.startDistance = distance
        const mid = toGraph((first.x + second.x) / 2, (first.y + second.y) / 2)
        const factor = distance / gesture.current.startDistance
        gesture.current.moved = true
        setView(zoomAround(gesture.current.startView, factor, mid.x, mid.y))
        gesture.current.startView = zoomAround(gesture.current.startView, factor, mid.x, mid.y)
        gesture.current.startDistance = distance
        return
      }
      const dx = next.x - previous.x
      const dy = next.y - previous.y
      if (!gesture.current.moved) {
        const start = gesture.current
        start.moved = Math.hypot(dx, dy) >= dragThreshold || start.moved
        if (!start.moved) {
          pointers.current.set(event.pointerId, previous)
          return
        }
        frameRef.current?.setPointerCapture?.(event.pointerId)
      }
      suppressClick.current = true
      setView((current) =>
        clampView({ ...current, x: current.x + dx / rect.width, y: current.y + dy / rect.height }),
      )
    },
    [frameRef, toGraph],
  )

  const onPointerEnd = useCallback((event: React.PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId)
    if (pointers.current.size === 0) gesture.current = null
    else if (gesture.current) {
      gesture.current.startDistance = 0
      gesture.current.startView = viewRef.current
    }
  }, [])

  /** After a drag, the click that ends it does not select a node. */
  const onClickCapture = useCallback((event: React.MouseEvent<HTMLElement>) => {
    if (!suppressClick.current) return
    suppressClick.current = false
    event.stopPropagation()
  }, [])

  const onKeyDown = useCallback((event: React.KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return
    const next = viewAfterKey(viewRef.current, event.key)
    if (!next) return
    event.preventDefault()
    setView(next)
  }, [])

  const zoomBy = useCallback((factor: number) => {
    setView((current) => zoomAround(current, factor, 0.5, 0.5))
  }, [])
  const reset = useCallback(() => setView(restingView), [])

  const shape: GraphFrame | null = frameWidth === null ? null : frameWidth < narrowBelowPx ? 'narrow' : 'wide'
  // Turning a tablet from portrait to landscape changes the drawing: start it at rest.
  useEffect(() => {
    if (shape) setView(restingView)
  }, [shape])
  return {
    view,
    /** The drawing the frame shows, and its screen pixels per graph unit at zoom 1; null until measured. */
    shape,
    baseScale: frameWidth && shape ? frameWidth / graphFrames[shape].width : null,
    zoomBy,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
      onKeyDown,
    },
  }
}
