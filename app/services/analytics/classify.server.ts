import Bowser from 'bowser'
import { isbot } from 'isbot'

/** How the referrer of a visit's first page is grouped in the reports. */
export const referrerGroups = ['search', 'social', 'ai', 'email', 'other', 'direct'] as const
export type ReferrerGroup = (typeof referrerGroups)[number]

export const deviceClasses = ['desktop', 'mobile', 'tablet', 'other'] as const
export type DeviceClass = (typeof deviceClasses)[number]

/** Host names (or their registrable endings) of each group; matched on the end of the referrer's host. */
const groupHosts: [Exclude<ReferrerGroup, 'other' | 'direct'>, string[]][] = [
  [
    'ai',
    [
      'chatgpt.com',
      'chat.openai.com',
      'openai.com',
      'perplexity.ai',
      'claude.ai',
      'gemini.google.com',
      'bard.google.com',
      'copilot.microsoft.com',
      'you.com',
      'phind.com',
      'chat.mistral.ai',
      'deepseek.com',
      'meta.ai',
      'grok.com',
    ],
  ],
  [
    'email',
    [
      'mail.google.com',
      'outlook.live.com',
      'outlook.office.com',
      'outlook.office365.com',
      'mail.yahoo.com',
      'mail.proton.me',
      'app.fastmail.com',
      'mail.aol.com',
    ],
  ],
  [
    'search',
    [
      'google.com',
      'bing.com',
      'duckduckgo.com',
      'search.yahoo.com',
      'yahoo.com',
      'ecosia.org',
      'baidu.com',
      'yandex.ru',
      'yandex.com',
      'qwant.com',
      'search.brave.com',
      'startpage.com',
      'kagi.com',
      'naver.com',
    ],
  ],
  [
    'social',
    [
      'linkedin.com',
      'lnkd.in',
      'facebook.com',
      'fb.com',
      'instagram.com',
      't.co',
      'twitter.com',
      'x.com',
      'reddit.com',
      'news.ycombinator.com',
      'youtube.com',
      'mastodon.social',
      'bsky.app',
      'threads.net',
      'threads.com',
      'pinterest.com',
      'tiktok.com',
      'xing.com',
    ],
  ],
]

const emailMedia = new Set(['email', 'e-mail', 'newsletter', 'mail'])
const socialMedia = new Set(['social', 'social-network', 'social-media', 'sm'])
const searchMedia = new Set(['cpc', 'ppc', 'paid-search', 'organic', 'search'])

function hostMatches(host: string, name: string): boolean {
  return host === name || host.endsWith(`.${name}`)
}

/** Google's country sites (google.es, google.co.uk) are search engines too. */
function isGoogleSearch(host: string): boolean {
  return /(^|\.)google\.[a-z.]{2,6}$/.test(host) && !host.startsWith('mail.') && !host.startsWith('gemini.')
}

/**
 * The group of a visit's source: the campaign's medium when it names one (a newsletter link says
 * `utm_medium=email`), else the referring host; no referrer (or this site's own) is direct.
 */
export function referrerGroupOf(referrerHost: string | undefined, utmMedium?: string): ReferrerGroup {
  const medium = utmMedium?.toLowerCase()
  if (medium && emailMedia.has(medium)) return 'email'
  if (medium && socialMedia.has(medium)) return 'social'
  if (medium && searchMedia.has(medium)) return 'search'
  if (!referrerHost) return 'direct'
  const host = referrerHost.toLowerCase().replace(/^www\./, '')
  for (const [group, hosts] of groupHosts) if (hosts.some((name) => hostMatches(host, name))) return group
  if (isGoogleSearch(host)) return 'search'
  return 'other'
}

export type ClientClass = { bot: boolean; device: DeviceClass; browser: string }

const botClass: ClientClass = Object.freeze({ bot: true, device: 'other', browser: 'Other' })

function parseUserAgent(userAgent: string): ClientClass {
  if (isbot(userAgent)) return botClass
  const parsed = Bowser.parse(userAgent)
  const platform = parsed.platform.type
  const device: DeviceClass =
    platform === 'desktop' || platform === 'mobile' || platform === 'tablet' ? platform : 'other'
  return Object.freeze({ bot: false, device, browser: parsed.browser.name ?? 'Other' })
}

/** How many classified user agents are kept; past it the oldest is forgotten. */
const maxKnownAgents = 2000
/** Longer user agents are classified each time rather than kept. */
const maxKeptAgentLength = 512
const knownAgents = new Map<string, ClientClass>()

/**
 * A bot (crawlers, monitors, headless browsers) or the device class and browser name of a user agent.
 * Visitors share a few hundred browser builds, and the bot patterns and the parser cost more than the
 * rest of collecting a page view, so the answers are kept in memory (never stored) per user agent.
 */
export function classifyUserAgent(userAgent: string | undefined): ClientClass {
  if (!userAgent) return botClass
  const known = knownAgents.get(userAgent)
  if (known) return known
  const classified = parseUserAgent(userAgent)
  if (userAgent.length <= maxKeptAgentLength) {
    if (knownAgents.size >= maxKnownAgents) knownAgents.delete(knownAgents.keys().next().value as string)
    knownAgents.set(userAgent, classified)
  }
  return classified
}
