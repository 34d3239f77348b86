import { useEffect, useState } from 'react'
import { Card } from '~/components/ui/card.tsx'
import {
  AtSign,
  BriefcaseBusiness,
  Camera,
  Check,
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

const networks = Object.keys(shareNetworkNames) as ShareNetwork[]

const chipClasses =
  'inline-flex h-10 items-center gap-2 rounded-full border border-border bg-background px-4 text-sm font-medium text-foreground transition-colors hover:border-primary hover:text-primary'

/** Share links to each network, Instagram by clipboard, Copy Link, and the device's own share sheet. */
export function SharePanel({ target }: { target: ShareTarget }) {
  const { t } = useTranslation()
  const [copied, markCopied] = useCopiedFlag()
  const [canShareNatively, setCanShareNatively] = useState(false)

  // navigator.share exists only in the browser, so the button appears after hydration.
  useEffect(() => {
    setCanShareNatively(typeof navigator !== 'undefined' && typeof navigator.share === 'function')
  }, [])

  async function copyLink() {
    logShare('copy-link', target.url)
    if (await copyText(target.url)) markCopied()
    else
      toast({
        title: t('blogPost.share.copyFailedTitle'),
        description: t('blogPost.share.copyFailedText'),
        variant: 'destructive',
      })
  }

  async function shareToInstagram() {
    logShare('instagram', target.url)
    if (await copyText(target.url)) {
      toast({ title: t('blogPost.share.instagramTitle'), description: t('blogPost.share.instagramText') })
    } else {
      toast({
        title: t('blogPost.share.copyFailedTitle'),
        description: t('blogPost.share.copyFailedText'),
        variant: 'destructive',
      })
    }
  }

  async function shareNatively() {
    logShare('native', target.url)
    try {
      await navigator.share({ title: target.title, text: target.excerpt, url: target.url })
    } catch {
      // Closing the share sheet rejects the promise; there is nothing to report.
    }
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
          {networks.map((network) => {
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
                  onClick={() => logShare(network, target.url)}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {name}
                </a>
              </li>
            )
          })}
          <li>
            <a
              href={emailShareUrl(
                target.title,
                t('blogPost.share.emailBody', { title: target.title, url: target.url }),
              )}
              className={chipClasses}
              aria-label={t('blogPost.share.viaEmail')}
              onClick={() => logShare('email', target.url)}
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {t('blogPost.share.email')}
            </a>
          </li>
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
        </ul>
        <p className="sr-only" role="status">
          {copied ? t('blogPost.share.copied') : ''}
        </p>
      </section>
    </Card>
  )
}
