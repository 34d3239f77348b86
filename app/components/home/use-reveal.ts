import { type RefObject, useEffect, useRef, useState } from 'react'
import { prefersReducedMotion, revealThreshold } from './motion.ts'

/**
 * 'final' shows the finished state: on the server, without JavaScript and for visitors who prefer
 * less motion. In the browser an animated element waits at its start ('waiting') until half of it
 * is on screen, then plays once ('playing').
 */
export type RevealPhase = 'final' | 'waiting' | 'playing'

export function useReveal<T extends Element>(): [RefObject<T | null>, RevealPhase] {
  const ref = useRef<T>(null)
  const [phase, setPhase] = useState<RevealPhase>('final')

  useEffect(() => {
    const node = ref.current
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    setPhase('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setPhase('playing')
        }
      },
      { threshold: revealThreshold },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return [ref, phase]
}
