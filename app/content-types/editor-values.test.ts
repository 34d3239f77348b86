import { describe, expect, it } from 'vitest'
import { addToCommaList } from '~/components/admin/content/list-field.tsx'
import { initials } from '~/components/admin/content/person-portrait.tsx'
import {
  controlId,
  editorInput,
  editorPayload,
  editorValues,
  payloadSource,
  slugHint,
} from './editor-values.ts'
import { blogPostType, projectType, testimonialType } from './index.ts'

describe('admin content editors', () => {
  it('start a new post published and not featured, and send the flags as 1 and 0', () => {
    const values = editorValues(blogPostType, null)
    expect(values).toMatchObject({ published: true, featured: false, category: 'Strategy', tags: '' })
    const input = editorInput(
      blogPostType,
      payloadSource(editorPayload({ ...values, title: 'T', excerpt: 'E', content: 'C' })),
    )
    expect(blogPostType.inputSchema.parse(input)).toMatchObject({
      published: 1,
      featured: 0,
      tags: [],
      imageUrl: null,
    })
  })

  it('open an existing item with its lists as comma text and its flags as yes or no', () => {
    const values = editorValues(projectType, {
      title: 'P',
      technologies: ['Python', 'Azure'],
      featured: 1,
      liveUrl: null,
    })
    expect(values).toMatchObject({ technologies: 'Python, Azure', featured: true, liveUrl: '' })
  })

  it('turn comma lists into trimmed entries without empty ones', () => {
    const values = {
      ...editorValues(projectType, null),
      title: 'P',
      description: 'D',
      technologies: ' Python, , Azure ,',
    }
    const input = editorInput(projectType, payloadSource(editorPayload(values)))
    expect(projectType.inputSchema.parse(input).technologies).toEqual(['Python', 'Azure'])
  })

  it('start a testimonial at five stars', () => {
    expect(editorValues(testimonialType, null).rating).toBe('5')
  })

  it('name each control after its type and field', () => {
    expect(controlId(blogPostType, 'title')).toBe('post-title')
    expect(controlId(blogPostType, 'imageUrl')).toBe('post-image')
    expect(controlId(projectType, 'caseStudyUrl')).toBe('project-case-study-url')
    expect(controlId(testimonialType, 'avatarUrl')).toBe('testimonial-avatar')
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
