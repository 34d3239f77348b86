import { describe, expect, it } from 'vitest'
import { blogPostInputSchema, projectInputSchema } from '~/schemas/content.ts'
import {
  blogPostInput,
  blogPostPayload,
  blogPostValues,
  payloadSource,
  projectInput,
  projectPayload,
  projectValues,
  slugHint,
  testimonialValues,
} from './form-values.ts'
import { addToCommaList } from './list-field.tsx'
import { initials } from './testimonial-card.tsx'

describe('admin content forms', () => {
  it('start a new post published and not featured, and send the flags as 1 and 0', () => {
    const values = blogPostValues(null)
    expect(values).toMatchObject({ published: true, featured: false, category: 'Strategy' })
    const input = blogPostInput(
      payloadSource(blogPostPayload({ ...values, title: 'T', excerpt: 'E', content: 'C' })),
    )
    expect(blogPostInputSchema.parse(input)).toMatchObject({
      published: 1,
      featured: 0,
      tags: [],
      imageUrl: null,
    })
  })

  it('turn comma lists into trimmed entries without empty ones', () => {
    const values = {
      ...projectValues(null),
      title: 'P',
      description: 'D',
      technologies: ' Python, , Azure ,',
    }
    expect(
      projectInputSchema.parse(projectInput(payloadSource(projectPayload(values)))).technologies,
    ).toEqual(['Python', 'Azure'])
  })

  it('start a testimonial at five stars', () => {
    expect(testimonialValues(null).rating).toBe('5')
  })

  it('show the slug a blank field would get', () => {
    expect(slugHint('', 'Field Notes: Q3 & Beyond!')).toBe('Leave blank to use “field-notes-q3-beyond”.')
    expect(slugHint('', '!!!')).toBe('Leave blank to make one from the title.')
    expect(slugHint('custom', 'Anything')).toBe('Lowercase letters, digits and hyphens.')
  })

  it('add a suggestion once, whatever its case', () => {
    expect(addToCommaList('', 'AI Strategy')).toBe('AI Strategy')
    expect(addToCommaList('Governance, ', 'AI Strategy')).toBe('Governance, AI Strategy')
    expect(addToCommaList('ai strategy', 'AI Strategy')).toBe('ai strategy')
  })

  it('make initials from the first and last name', () => {
    expect(initials('Denise Okafor')).toBe('DO')
    expect(initials('Mary Anne de la Cruz')).toBe('MC')
    expect(initials('Cher')).toBe('C')
  })
})
