import type { Simulation } from 'd3-force'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { NetworkLink, NetworkNode } from '~/content-types/network-graph.ts'
import {
  createForceLayout,
  isAtRest,
  type LayoutLink,
  type LayoutNode,
  layoutSettings,
  type Positions,
  snapshotPositions,
} from './force-layout.ts'

export type LayoutStatus = 'starting' | 'running' | 'paused' | 'settled'

/** Ticks computed per task when the layout is worked out without animation, so the page stays responsive. */
const ticksPerChunk = 200

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Runs the force layout in the browser only (no positions on the server, so hydration matches).
 * With reduced motion, or `animate` false, the layout is worked out to rest before anything is drawn
 * and never animates.
 */
export function useForceLayout(nodes: NetworkNode[], links: NetworkLink[], animate = true) {
  const simulationRef = useRef<Simulation<LayoutNode, LayoutLink> | null>(null)
  const reducedMotionRef = useRef(false)
  const [positions, setPositions] = useState<Positions | null>(null)
  const [status, setStatus] = useState<LayoutStatus>('starting')
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const simulation = createForceLayout(nodes, links)
    simulationRef.current = simulation
    reducedMotionRef.current = !animate || prefersReducedMotion()
    let chunkTimer: ReturnType<typeof setTimeout> | undefined

    if (reducedMotionRef.current) {
      const settleInChunks = () => {
        for (let tick = 0; tick < ticksPerChunk && !isAtRest(simulation); tick += 1) simulation.tick()
        if (isAtRest(simulation)) {
          setPositions(snapshotPositions(simulation))
          setStatus('settled')
        } else {
          chunkTimer = setTimeout(settleInChunks, 0)
        }
      }
      settleInChunks()
    } else {
      setPositions(snapshotPositions(simulation))
      simulation
        .on('tick', () => setPositions(snapshotPositions(simulation)))
        .on('end', () => setStatus((current) => (current === 'paused' ? current : 'settled')))
        .restart()
      setStatus('running')
    }

    return () => {
      clearTimeout(chunkTimer)
      simulation.on('tick', null).on('end', null).stop()
      simulationRef.current = null
    }
  }, [nodes, links, animate])

  const togglePaused = useCallback(() => {
    const simulation = simulationRef.current
    if (!simulation) return
    if (!paused) {
      simulation.stop()
      setPaused(true)
      if (!reducedMotionRef.current && !isAtRest(simulation)) setStatus('paused')
      return
    }
    setPaused(false)
    if (reducedMotionRef.current) return
    if (isAtRest(simulation)) simulation.alpha(layoutSettings.replayAlpha)
    simulation.restart()
    setStatus('running')
  }, [paused])

  return { positions, status, paused, togglePaused }
}
