export type ShareTarget = {
  url: string
  title: string
  excerpt: string
  imageUrl: string
}

export type ShareNetwork =
  | 'linkedin'
  | 'twitter'
  | 'facebook'
  | 'whatsapp'
  | 'substack'
  | 'reddit'
  | 'pinterest'
  | 'telegram'

export const shareNetworkNames: Record<ShareNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  substack: 'Substack',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
  telegram: 'Telegram',
}

const encode = encodeURIComponent

/** The public share endpoints of each network, filled with the article's address and title. */
export function shareUrl(network: ShareNetwork, { url, title, imageUrl }: ShareTarget): string {
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`
    case 'whatsapp':
      return `https://wa.me/?text=${encode(`${title} ${url}`)}`
    case 'substack':
      return `https://substack.com/notes?action=compose&message=${encode(`${title} ${url}`)}`
    case 'reddit':
      return `https://www.reddit.com/submit?url=${encode(url)}&title=${encode(title)}`
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${encode(url)}&media=${encode(imageUrl)}&description=${encode(title)}`
    case 'telegram':
      return `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}`
  }
}

export function emailShareUrl(subject: string, body: string): string {
  return `mailto:?subject=${encode(subject)}&body=${encode(body)}`
}

/** Spec §2: share clicks are only logged. */
export function logShare(channel: string, url: string): void {
  console.info(`[share] ${channel} ${url}`)
}
