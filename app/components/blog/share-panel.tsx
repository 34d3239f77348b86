import { useEffect, useId, useState } from 'react'
import { Card } from '~/components/ui/card.tsx'
import {
  AtSign,
  BriefcaseBusiness,
  Camera,
  Check,
  ChevronDown,
  Link as LinkIcon,
  type LucideIcon,
  Mail,
  MessageCircle,
  MessagesSquare,
  Newspaper,
  Pin,
  Send,
  Share2,
  ThumbsUp,
} from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { copyText, useCopiedFlag } from './copy-text.ts'
import {
  emailShareUrl,
  logShare,
  type ShareNetwork,
  type ShareTarget,
  shareNetworkNames,
  shareUrl,
} from './share-links.ts'

const networkIcons: Record<ShareNetwork, LucideIcon> = {
  linkedin: BriefcaseBusiness,
  twitter: AtSign,
  facebook: ThumbsUp,
  whatsapp: MessageCircle,
  substack: Newspaper,
  reddit: MessagesSquare,
  pinterest: Pin,
  telegram: Send,
}

/** Where a consultant's readers share: in the row. The rest of spec §2's networks are one press away. */
export const mainNetworks: readonly ShareNetwork[] = ['linkedin', 'twitter']
export const moreNetworks = (Object.keys(shareNetworkNames) as ShareNetwork[]).filter(
  (network) => !mainNetworks.includes(network),
)

const chipClasses =
  'inline-flex h-10 items-center gap-2 rounded-full border border-border bg-background px-4 text-sm font-medium text-foreground transition-colors hover:border-primary hover:text-primary'

/**
 * Spec §2's share options: LinkedIn, X, email, Copy Link and the device's own share sheet in the row;
 * Facebook, WhatsApp, Substack, Reddit, Pinterest, Telegram and Instagram (by clipboard) under More.
 * Its props are plain text, so as a part kept as server HTML it stays so until the reader nears it.
 */
export function SharePanel({ url, title, excerpt, imageUrl }: ShareTarget) {
  const { t } = useTranslation()
  const target = { url, title, excerpt, imageUrl }
  const [copied, markCopied] = useCopiedFlag()
  const [canShareNatively, setCanShareNatively] = useState(false)
  const [moreOpen, setMoreOpen] = useState(false)
  const moreId = useId()

  // navigator.share exists only in the browser, so the button appears once the panel is live.
  useEffect(() => {
    setCanShareNatively(typeof navigator !== 'undefined' && typeof navigator.share === 'function')
  }, [])

  function copyFailed() {
    toast({
      title: t('blogPost.share.copyFailedTitle'),
      description: t('blogPost.share.copyFailedText'),
      variant: 'destructive',
    })
  }

  async function copyLink() {
    logShare('copy-link', url)
    if (await copyText(url)) markCopied()
    else copyFailed()
  }

  async function shareToInstagram() {
    logShare('instagram', url)
    if (await copyText(url)) {
      toast({ title: t('blogPost.share.instagramTitle'), description: t('blogPost.share.instagramText') })
    } else copyFailed()
  }

  async function shareNatively() {
    logShare('native', url)
    try {
      await navigator.share({ title, text: excerpt, url })
    } catch {
      // Closing the share sheet rejects the promise; there is nothing to report.
    }
  }

  const networkLink = (network: ShareNetwork) => {
    const Icon = networkIcons[network]
    const name = shareNetworkNames[network]
    return (
      <li key={network}>
        <a
          href={shareUrl(network, target)}
          target="_blank"
          rel="noopener noreferrer"
          className={chipClasses}
          aria-label={`${t('blogPost.share.shareOn', { network: name })} ${t('blogPost.share.opensInNewTab')}`}
          onClick={() => logShare(network, url)}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {name}
        </a>
      </li>
    )
  }

  return (
    <Card className="p-6">
      <section aria-labelledby="share-heading">
        <div className="flex items-center gap-2">
          <Share2 className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 id="share-heading" className="text-lg font-semibold">
            {t('blogPost.share.heading')}
          </h2>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t('blogPost.share.intro')}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {mainNetworks.map(networkLink)}
          <li>
            <a
              href={emailShareUrl(title, t('blogPost.share.emailBody', { title, url }))}
              className={chipClasses}
              aria-label={t('blogPost.share.viaEmail')}
              onClick={() => logShare('email', url)}
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {t('blogPost.share.email')}
            </a>
          </li>
          <li>
            <button
              type="button"
              className={cn(
                chipClasses,
                copied && 'border-accent text-accent hover:border-accent hover:text-accent',
              )}
              onClick={copyLink}
            >
              {copied ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <LinkIcon className="h-4 w-4" aria-hidden="true" />
              )}
              {copied ? t('blogPost.share.copied') : t('blogPost.share.copyLink')}
            </button>
          </li>
          {canShareNatively ? (
            <li>
              <button type="button" className={chipClasses} onClick={shareNatively}>
                <Share2 className="h-4 w-4" aria-hidden="true" />
                {t('blogPost.share.native')}
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={cn(chipClasses, 'text-muted-foreground')}
              aria-expanded={moreOpen}
              aria-controls={moreId}
              onClick={() => setMoreOpen((open) => !open)}
            >
              {t('blogPost.share.more')}
              <ChevronDown
                className={cn('h-4 w-4 transition-transform', moreOpen && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
          </li>
        </ul>
        <ul
          id={moreId}
          hidden={!moreOpen}
          aria-label={t('blogPost.share.moreLabel')}
          className="mt-3 flex flex-wrap gap-2 border-t border-border pt-3"
        >
          {moreNetworks.map(networkLink)}
          <li>
            <button
              type="button"
              className={chipClasses}
              aria-label={t('blogPost.share.shareOn', { network: t('blogPost.share.instagram') })}
              onClick={shareToInstagram}
            >
              <Camera className="h-4 w-4" aria-hidden="true" />
              {t('blogPost.share.instagram')}
            </button>
          </li>
        </ul>
        <p className="sr-only" role="status">
          {copied ? t('blogPost.share.copied') : ''}
        </p>
      </section>
    </Card>
  )
}
