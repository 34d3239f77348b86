import { describe, expect, it } from 'vitest'
import { embedSnippet } from './embed-code.tsx'
import { emailShareUrl, shareUrl } from './share-links.ts'

const target = {
  url: 'https://example.org/blog/zero-trust',
  title: 'Zero trust & you',
  excerpt: 'Small moves.',
  imageUrl: 'https://example.org/og/zero-trust.png',
}
const url = encodeURIComponent(target.url)
const title = encodeURIComponent(target.title)

describe('shareUrl', () => {
  it.each([
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ['twitter', `https://twitter.com/intent/tweet?url=${url}&text=${title}`],
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
    ['whatsapp', `https://wa.me/?text=${title}%20${url}`],
    ['substack', `https://substack.com/notes?action=compose&message=${title}%20${url}`],
    ['reddit', `https://www.reddit.com/submit?url=${url}&title=${title}`],
    [
      'pinterest',
      `https://pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(target.imageUrl)}&description=${title}`,
    ],
    ['telegram', `https://t.me/share/url?url=${url}&text=${title}`],
  ] as const)('builds the %s link with the encoded address and title', (network, expected) => {
    expect(shareUrl(network, target)).toBe(expected)
  })

  it('builds a mailto link with subject and body', () => {
    expect(emailShareUrl('A & B', 'Read it')).toBe('mailto:?subject=A%20%26%20B&body=Read%20it')
  })
})

describe('embedSnippet', () => {
  it('is a full-width, 400 px high iframe on the embed view, with the title escaped', () => {
    expect(embedSnippet('https://example.org/blog/a?embed=true', 'Say "hi" <now>')).toBe(
      '<iframe src="https://example.org/blog/a?embed=true" width="100%" height="400" frameborder="0" title="Say &quot;hi&quot; &lt;now&gt;"></iframe>',
    )
  })
})
