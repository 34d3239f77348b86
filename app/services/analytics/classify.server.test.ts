import { describe, expect, it } from 'vitest'
import { classifyUserAgent, referrerGroupOf } from './classify.server.ts'

describe('referrer groups', () => {
  it('groups the referring host', () => {
    expect(referrerGroupOf('www.google.com')).toBe('search')
    expect(referrerGroupOf('www.google.co.uk')).toBe('search')
    expect(referrerGroupOf('duckduckgo.com')).toBe('search')
    expect(referrerGroupOf('www.linkedin.com')).toBe('social')
    expect(referrerGroupOf('t.co')).toBe('social')
    expect(referrerGroupOf('chatgpt.com')).toBe('ai')
    expect(referrerGroupOf('www.perplexity.ai')).toBe('ai')
    expect(referrerGroupOf('gemini.google.com')).toBe('ai')
    expect(referrerGroupOf('mail.google.com')).toBe('email')
    expect(referrerGroupOf('blog.example.org')).toBe('other')
    expect(referrerGroupOf(undefined)).toBe('direct')
  })

  it('lets a campaign medium name the group', () => {
    expect(referrerGroupOf(undefined, 'email')).toBe('email')
    expect(referrerGroupOf('blog.example.org', 'Newsletter')).toBe('email')
    expect(referrerGroupOf(undefined, 'social')).toBe('social')
    expect(referrerGroupOf(undefined, 'cpc')).toBe('search')
  })
})

describe('user agents', () => {
  it('tells the device class and browser', () => {
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ bot: false, device: 'desktop', browser: 'Chrome' })
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ bot: false, device: 'mobile', browser: 'Safari' })
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ).device,
    ).toBe('tablet')
  })

  it('counts crawlers and headless browsers as bots', () => {
    expect(
      classifyUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').bot,
    ).toBe(true)
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ).bot,
    ).toBe(true)
    expect(classifyUserAgent('curl/8.5.0').bot).toBe(true)
    expect(classifyUserAgent(undefined).bot).toBe(true)
  })
})

describe('user agents seen before', () => {
  it('are answered as the first time, bots included, however many distinct ones came between', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'
    const first = [classifyUserAgent(chrome), classifyUserAgent(headless)]
    expect([classifyUserAgent(chrome), classifyUserAgent(headless)]).toEqual(first)
    for (let build = 0; build < 5000; build += 1)
      classifyUserAgent(
        `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/${build}`,
      )
    expect([classifyUserAgent(chrome), classifyUserAgent(headless)]).toEqual(first)
    expect(first.map((agent) => agent.bot)).toEqual([false, true])
  })
})
