import { describe, expect, it } from 'vitest'
import { zoomLimits } from './graph-geometry.ts'
import { restingView, viewAfterKey } from './use-pan-zoom.ts'

describe('the graph view by keyboard', () => {
  it('zooms with + and −, around the centre, within the limits', () => {
    const zoomed = viewAfterKey(restingView, '+')
    expect(zoomed?.k).toBeCloseTo(zoomLimits.step)
    expect(zoomed?.x).toBeCloseTo((1 - zoomLimits.step) / 2)
    expect(viewAfterKey(zoomed ?? restingView, '-')).toEqual(
      expect.objectContaining({ k: expect.closeTo(1), x: expect.closeTo(0), y: expect.closeTo(0) }),
    )
    expect(viewAfterKey(restingView, '-')?.k).toBe(zoomLimits.min)
  })

  it('moves a zoomed-in drawing with the arrow keys, towards what lies that way, and 0 goes back to rest', () => {
    const zoomed = { k: 2, x: -0.5, y: -0.5 }
    expect(viewAfterKey(zoomed, 'ArrowLeft')).toEqual({ k: 2, x: expect.closeTo(-0.4), y: -0.5 })
    expect(viewAfterKey(zoomed, 'ArrowRight')).toEqual({ k: 2, x: expect.closeTo(-0.6), y: -0.5 })
    expect(viewAfterKey(zoomed, 'ArrowUp')).toEqual({ k: 2, x: -0.5, y: expect.closeTo(-0.4) })
    expect(viewAfterKey(zoomed, '0')).toEqual(restingView)
  })

  it('leaves the arrows to the page when the drawing cannot move, and other keys always', () => {
    expect(viewAfterKey(restingView, 'ArrowDown')).toBeUndefined()
    expect(viewAfterKey({ k: 2, x: 0, y: -0.3 }, 'ArrowLeft')).toBeUndefined()
    expect(viewAfterKey({ k: 2, x: -0.5, y: -0.5 }, 'Tab')).toBeUndefined()
  })
})
