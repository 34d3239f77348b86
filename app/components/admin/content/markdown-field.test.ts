import { describe, expect, it } from 'vitest'
import { altFromFileName } from './markdown-field.tsx'

describe('altFromFileName', () => {
  it('starts a description from a file name that says something', () => {
    expect(altFromFileName('cost-by-service.png')).toBe('cost by service')
    expect(altFromFileName('Zero_trust roadmap.v2.webp')).toBe('Zero trust roadmap v2')
  })

  it('starts with none for names a camera or screenshot tool gives', () => {
    for (const name of [
      'image.png',
      'Screenshot 2026-03-01 at 10.15.02.png',
      'IMG_2031.jpg',
      'PXL_20260301.jpg',
      '20260301_101502.jpg',
      'Pasted image.png',
      '.png',
    ])
      expect(altFromFileName(name), name).toBe('')
  })

  it('keeps square brackets out, so the markdown stays an image', () => {
    expect(altFromFileName('plan [draft].png')).toBe('plan draft')
  })
})
