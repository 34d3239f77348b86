import { describe, expect, it } from 'vitest'
import { caseStudies } from '../content/case-studies.ts'
import { checkContent, contentChecks } from '../content/schema.ts'
import { stats } from '../content/stats.ts'

function withData(name: string, data: unknown) {
  return contentChecks().map((check) => (check.name === name ? { ...check, data } : check))
}

describe('static content check', () => {
  it('accepts the shipped content, which the pages use as it is', () => {
    expect(() => checkContent()).not.toThrow()
    for (const { name, schema, data } of contentChecks()) {
      expect(schema.parse(data), name).toEqual(data)
    }
  })

  it('names the content and the field when an item is invalid', () => {
    const broken = caseStudies.map((study, index) =>
      index === 1 ? { ...study, imageUrl: '/uploads/elsewhere.png' } : study,
    )
    expect(() => checkContent(withData('case studies', broken))).toThrow(
      /Content "case studies" is invalid.*imageUrl/s,
    )
  })

  it('rejects a missing item', () => {
    expect(() => checkContent(withData('stats', stats.slice(1)))).toThrow(/Content "stats" is invalid/)
  })
})
