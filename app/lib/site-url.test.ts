import { describe, expect, it } from 'vitest'
import { isInternalHost, publicOrigin } from './site-url.ts'

describe('isInternalHost', () => {
  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '127.8.0.2',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.0.9',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    'fd00::1',
    'fe80::1',
    'intranet',
    'build-box.local',
    'site.internal',
    'LOCALHOST.',
  ])('%s is reached only from this machine or its network', (host) => {
    expect(isInternalHost(host)).toBe(true)
  })

  it.each([
    'jordanavery.consulting',
    'www.example.com',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2001:db8::1',
  ])('%s is public', (host) => {
    expect(isInternalHost(host)).toBe(false)
  })
})

describe('publicOrigin', () => {
  it('is PUBLIC_URL when configured, whatever the address the page was opened at', () => {
    expect(publicOrigin('http://127.0.0.1:3000', 'https://jordanavery.consulting')).toBe(
      'https://jordanavery.consulting',
    )
    expect(publicOrigin('http://127.0.0.1:3000', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000')
  })

  it('is the origin the page was opened at when public, and none when internal', () => {
    expect(publicOrigin('https://consultant.example', undefined)).toBe('https://consultant.example')
    expect(publicOrigin('http://127.0.0.1:4404', undefined)).toBeNull()
    expect(publicOrigin('http://localhost:3000', undefined)).toBeNull()
  })
})
