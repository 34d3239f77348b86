import { describe, expect, it } from 'vitest'
import { isSupportedNode, minimumNodeVersion, unsupportedNodeMessage } from './supported-node.js'

describe('which Node.js the site starts on', () => {
  it('takes Node 22.22 and later, 24 LTS and newer majors', () => {
    for (const version of ['22.22.0', '22.23.1', '24.0.0', '24.21.0', '26.1.0']) {
      expect(isSupportedNode(version), version).toBe(true)
    }
  })

  it('turns away Node 20 and the Node 22 releases before 22.22', () => {
    for (const version of ['18.20.8', '20.20.2', '22.0.0', '22.21.9', '21.7.3']) {
      expect(isSupportedNode(version), version).toBe(false)
    }
  })

  it('says in one line which Node.js is running and which to install', () => {
    const message = unsupportedNodeMessage('20.20.2')
    expect(message).toContain('this is Node.js 20.20.2')
    expect(message).toContain('Install Node.js 24')
    expect(message).not.toContain('\n')
    expect(unsupportedNodeMessage('24.21.0')).toBeUndefined()
  })

  it('keeps the minimum the same as package.json engines', async () => {
    const { default: manifest } = await import('../package.json', { with: { type: 'json' } })
    expect(manifest.engines.node).toBe(`>=${minimumNodeVersion}`)
  })
})
