import { existsSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '~/i18n/react.tsx'
import { experience } from '../../../content/experience.ts'
import { organizationLogoSize, organizations } from '../../../content/organizations.ts'
import { servicePillars } from '../../../content/services.ts'
import { skills } from '../../../content/skills.ts'
import { stats } from '../../../content/stats.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { formatStat } from '../../lib/home-content.ts'
import { displayUrl, telHref } from './contact-links.ts'
import { countUpDurationMs, revealThreshold, skillBarStaggerMs } from './motion.ts'
import { sectionObserverMargin } from './section-indicator.tsx'
import { homeSkeletonCount, StreamedList } from './streamed-list.tsx'
import { initialsOf } from './testimonials-section.tsx'

describe('home demo content', () => {
  it('seeds the spec figures in the stats grid, the hero and the count-up', () => {
    expect(stats.map((stat) => [stat.label, formatStat(stat, stat.value, 'en')])).toEqual([
      ['Active Projects', '25+'],
      ['Budget Managed', '$38M'],
      ['Organizations', '152'],
      ['Years Experience', '15+'],
    ])
    expect(stats.filter((stat) => stat.countsUp).map((stat) => stat.countUpLabel)).toEqual([
      'Portfolio Value',
      'Years Experience',
    ])
    expect(stats.filter((stat) => stat.inHero)).toHaveLength(3)
  })

  it('writes a figure with the grouping of the page’s language, between its prefix and suffix', () => {
    const portfolio = { prefix: '$', suffix: '+' }
    expect(formatStat(portfolio, 12_500, 'en')).toBe('$12,500+')
    expect(formatStat(portfolio, 12_500, 'es')).toBe('$12.500+')
    expect(formatStat(portfolio, 12_500, 'fr')).toBe('$12\u202f500+')
    expect(formatStat(portfolio, 1_200, 'es')).toBe('$1200+')
  })

  it('sets a no-break space before a unit in Spanish and French, as English does not', () => {
    const millions = { prefix: '', suffix: 'M$' }
    expect(formatStat(millions, 38, 'fr')).toBe('38\u00a0M$')
    expect(formatStat(millions, 38, 'es')).toBe('38\u00a0M$')
    expect(formatStat({ prefix: '$', suffix: 'M' }, 38, 'en')).toBe('$38M')
    expect(formatStat({ prefix: '', suffix: '%' }, 47, 'fr')).toBe('47\u00a0%')
    expect(formatStat({ prefix: 'USD', suffix: '' }, 38, 'es')).toBe('USD\u00a038')
    expect(formatStat({ prefix: '', suffix: '+' }, 15, 'fr')).toBe('15+')
  })

  it('lists the six skills with the spec percentages, strongest first', () => {
    expect(skills.map((skill) => skill.level)).toEqual([95, 92, 90, 88, 85, 82])
  })

  it('has 17 organizations whose logo files exist', () => {
    expect(organizations).toHaveLength(17)
    expect(new Set(organizations.map((organization) => organization.name)).size).toBe(17)
    for (const organization of organizations) {
      expect(existsSync(path.join('public', organization.logoUrl)), organization.logoUrl).toBe(true)
    }
    expect(organizationLogoSize).toEqual({ width: 200, height: 112 })
  })

  it('has six career entries and four service pillars', () => {
    expect(experience).toHaveLength(6)
    expect(experience[0]?.period).toMatch(/Present$/)
    expect(servicePillars.map((pillar) => pillar.icon)).toEqual(['sparkles', 'shield', 'leaf', 'users'])
  })

  it('gives every seeded text a Spanish and a French translation', () => {
    for (const item of [...stats, ...skills, ...experience, ...servicePillars]) {
      const english = Object.keys(item.translations.es)
      expect(Object.keys(item.translations.fr), JSON.stringify(item).slice(0, 60)).toEqual(english)
      expect(english.length).toBeGreaterThan(0)
    }
  })
})

describe('home timing', () => {
  it('follows spec §2 and §9', () => {
    expect(countUpDurationMs).toBe(2000)
    expect(revealThreshold).toBe(0.5)
    expect(skills.map((_, index) => index * skillBarStaggerMs)).toEqual([0, 200, 400, 600, 800, 1000])
    expect(sectionObserverMargin).toBe('-20% 0px -60% 0px')
  })
})

describe('contact helpers', () => {
  it('builds tel: links from displayed numbers', () => {
    expect(telHref('+1 (301) 555-0142')).toBe('tel:+13015550142')
  })

  it('prints a website without its scheme', () => {
    expect(displayUrl('https://jordanavery.consulting/')).toBe('jordanavery.consulting')
  })

  it('makes initials from first and last names', () => {
    expect(initialsOf('Denise Okafor')).toBe('DO')
    expect(initialsOf('  Angela   Marie Whitfield ')).toBe('AW')
    expect(initialsOf('Cher')).toBe('C')
  })
})

describe('StreamedList', () => {
  it('shows three skeletons while its data is on the way', () => {
    const pending = new Promise<string[]>(() => {})
    const html = renderToString(
      createElement(
        I18nProvider,
        { i18n: createI18n('en') },
        createElement(StreamedList<string>, {
          items: pending,
          skeleton: createElement('span', { className: 'skeleton' }),
          empty: 'Nothing yet',
          // biome-ignore lint/correctness/noChildrenProp: the render function is typed as a prop; createElement's rest children cannot carry it
          children: (items: string[]) => items.join(','),
        }),
      ),
    )
    expect(html).toContain('data-testid="home-skeletons"')
    expect(html.match(/class="skeleton"/g)).toHaveLength(homeSkeletonCount)
    expect(homeSkeletonCount).toBe(3)
  })

  it('renders a list it already has without suspending', () => {
    const html = renderToString(
      createElement(
        I18nProvider,
        { i18n: createI18n('en') },
        createElement(StreamedList<string>, {
          items: ['alpha', 'beta'],
          skeleton: createElement('span', { className: 'skeleton' }),
          empty: 'Nothing yet',
          // biome-ignore lint/correctness/noChildrenProp: the render function is typed as a prop; createElement's rest children cannot carry it
          children: (items: string[]) => items.join(','),
        }),
      ),
    )
    expect(html).toBe('alpha,beta')
  })
})
