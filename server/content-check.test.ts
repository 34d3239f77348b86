import { describe, expect, it } from 'vitest'
import { organizations } from '../content/organizations.ts'
import { checkContent, contentChecks } from '../content/schema.ts'

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
    const broken = organizations.map((organization, index) =>
      index === 1 ? { ...organization, logoUrl: '/uploads/elsewhere.png' } : organization,
    )
    expect(() => checkContent(withData('organizations', broken))).toThrow(
      /Content "organizations" is invalid.*logoUrl/s,
    )
  })

  it('rejects a missing item', () => {
    expect(() => checkContent(withData('organizations', organizations.slice(1)))).toThrow(
      /Content "organizations" is invalid/,
    )
  })
})
