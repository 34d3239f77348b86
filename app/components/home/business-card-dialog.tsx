import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '~/components/ui/dialog.tsx'
import { Download, Globe, Loader2, Mail, MapPin, Phone, RotateCw, UserPlus } from '~/components/ui/icons.tsx'
import { useLocalizedPath } from '~/components/ui/localized-link.tsx'
import { NewTabLink } from '~/components/ui/new-tab-link.tsx'
import { ProfilePhoto } from '~/components/ui/profile-photo.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { useMediaQuery } from '~/components/ui/use-media-query.ts'
import { fallbackLang } from '~/content-types/translations.ts'
import { unlocalizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { PublicProfile } from '~/lib/profile.ts'
import { buildVCard } from '~/lib/vcard.ts'
import type { QrCodeInput } from '~/schemas/qr.ts'
import { BusinessCardButton } from './business-card-button.tsx'
import { displayUrl, mailtoHref, telHref } from './contact-links.ts'

/** The QR image's side, the h-44 of its placeholder. */
const qrSizePx = 176
/**
 * A QR code is for another device's camera: a screen wide enough to be a laptop's or a tablet's shows it
 * (and its download); a phone, whose own contacts the card is for, offers Save contact instead.
 */
const qrScreens = '(min-width: 40rem)'

type QrState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' }

/** The payload of POST /api/generate-qr-code (spec §7); the vCard download uses the same card. */
function contactCard(profile: PublicProfile): QrCodeInput {
  return {
    url: profile.website,
    contact: {
      name: profile.name,
      title: profile.title,
      email: profile.email,
      phone: profile.phone,
      website: profile.website,
      location: profile.location,
    },
  }
}

/** 'Jordan Avery' → 'jordan-avery', for the names of downloaded files. */
function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'contact'
}

function saveFile(href: string, fileName: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/** Spec §8: a non-OK answer becomes an error reading "status: body text" (or the status text). */
async function requestQrCode(body: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch('/api/generate-qr-code', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body,
    signal,
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new Error(`${response.status}: ${text || response.statusText}`)
  }
  const image = await response.blob()
  if (!image.type.startsWith('image/')) {
    throw new Error(`Expected an image, received ${image.type || 'no type'}`)
  }
  return image
}

/**
 * The QR image while the card is open: fetched on opening and on each retry, held as an object URL
 * that is revoked when the card closes (or the image is replaced).
 */
function useContactQrCode(body: string, active: boolean) {
  const [state, setState] = useState<QrState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger, read only to refetch
  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    let objectUrl: string | undefined
    setState({ status: 'loading' })
    requestQrCode(body, controller.signal)
      .then((image) => {
        objectUrl = URL.createObjectURL(image)
        setState({ status: 'ready', url: objectUrl })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // Spec §8: a QR failure is logged and offers Retry QR Code, with no other message.
        console.warn('The QR code could not be generated:', error)
        setState({ status: 'failed' })
      })
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
      setState({ status: 'loading' })
    }
  }, [active, attempt, body])

  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    /** The image arrived but the browser could not show it. */
    fail: () => {
      console.warn('The QR code image could not be displayed')
      setState({ status: 'failed' })
    },
  }
}

/** The hero's Digital Business Card button and the card it opens; closing returns focus to the button. */
export function BusinessCardDialog({
  profile,
  initiallyOpen = false,
}: {
  profile: PublicProfile
  initiallyOpen?: boolean
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [open, setOpen] = useState(initiallyOpen)
  const card = contactCard(profile)
  const showQr = useMediaQuery(qrScreens)
  const qr = useContactQrCode(JSON.stringify(card), open && showQr)
  const fileName = fileSlug(profile.name)

  const changeOpen = (next: boolean) => {
    setOpen(next)
    // Spec §2: closing the card goes to the home page.
    if (!next && unlocalizedPath(pathname) !== '/') navigate(localize('/'))
  }

  const downloadQrCode = () => {
    if (qr.state.status === 'ready') saveFile(qr.state.url, `${fileName}-qr-code.png`)
  }

  const saveContact = () => {
    const vcard = new Blob([buildVCard(card)], { type: 'text/vcard;charset=utf-8' })
    const url = URL.createObjectURL(vcard)
    saveFile(url, `${fileName}.vcf`)
    // Revoked a moment later: some browsers read the file after click() has returned.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <BusinessCardButton />
      </DialogTrigger>
      <DialogContent
        title={t('businessCard.title')}
        description={t('businessCard.description', { name: profile.name })}
        className="sm:max-w-2xl"
      >
        <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
          <div className="min-w-0">
            <div className="flex items-center gap-4">
              <ProfilePhoto
                profile={profile}
                size={80}
                alt={t('businessCard.photoAlt', { name: profile.name })}
                wrapperClassName="h-20 w-20 shrink-0 rounded-full border border-border"
              />
              <div className="min-w-0">
                <p className="text-lg font-semibold text-card-foreground">{profile.name}</p>
                <p lang={fallbackLang(profile, 'title')} className="text-sm text-muted-foreground">
                  {profile.title}
                </p>
              </div>
            </div>
            <dl className="mt-6 space-y-4 text-sm">
              <CardLine
                icon={<Phone className="h-3.5 w-3.5" aria-hidden="true" />}
                label={t('businessCard.phone')}
              >
                <a href={telHref(profile.phone)} className="text-primary hover:underline">
                  {profile.phone}
                </a>
              </CardLine>
              <CardLine
                icon={<Mail className="h-3.5 w-3.5" aria-hidden="true" />}
                label={t('businessCard.email')}
              >
                <a href={mailtoHref(profile.email)} className="break-all text-primary hover:underline">
                  {profile.email}
                </a>
              </CardLine>
              <CardLine
                icon={<MapPin className="h-3.5 w-3.5" aria-hidden="true" />}
                label={t('businessCard.location')}
              >
                <span lang={fallbackLang(profile, 'location')}>{profile.location}</span>
              </CardLine>
              <CardLine
                icon={<Globe className="h-3.5 w-3.5" aria-hidden="true" />}
                label={t('businessCard.website')}
              >
                <NewTabLink href={profile.website} className="break-all text-primary hover:underline">
                  {displayUrl(profile.website)}
                </NewTabLink>
              </CardLine>
            </dl>
          </div>

          {showQr ? (
            <section
              aria-labelledby="business-card-qr-heading"
              className="flex flex-col items-center rounded-lg border border-border bg-muted/40 p-4 text-center sm:w-60"
            >
              <h3 id="business-card-qr-heading" className="text-sm font-semibold text-card-foreground">
                {t('businessCard.qrHeading')}
              </h3>
              <div className="mt-3 flex min-h-44 items-center justify-center">
                {qr.state.status === 'ready' ? (
                  <img
                    src={qr.state.url}
                    alt={t('businessCard.qrAlt', { name: profile.name })}
                    width={qrSizePx}
                    height={qrSizePx}
                    onError={qr.fail}
                    className="rounded-md border border-border"
                  />
                ) : qr.state.status === 'loading' ? (
                  <div className="relative">
                    <Skeleton className="h-44 w-44" />
                    <Loader2
                      className="absolute inset-0 m-auto h-8 w-8 animate-spin text-muted-foreground"
                      aria-hidden="true"
                    />
                  </div>
                ) : (
                  <Button variant="outline" onClick={qr.retry}>
                    <RotateCw className="h-4 w-4" aria-hidden="true" />
                    {t('businessCard.retry')}
                  </Button>
                )}
              </div>
              <p role="status" className="sr-only">
                {qr.state.status === 'loading'
                  ? t('businessCard.qrLoading')
                  : qr.state.status === 'ready'
                    ? t('businessCard.qrReady')
                    : ''}
              </p>
              <p className="mt-3 text-xs text-muted-foreground">
                {t('businessCard.qrHint', { name: profile.name })}
              </p>
            </section>
          ) : null}
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('businessCard.close')}</Button>
          </DialogClose>
          <Button variant={showQr ? 'outline' : 'primary'} onClick={saveContact}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t('businessCard.saveContact')}
          </Button>
          {showQr ? (
            <Button onClick={downloadQrCode} disabled={qr.state.status !== 'ready'}>
              {qr.state.status === 'loading' ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Download className="h-4 w-4" aria-hidden="true" />
              )}
              {qr.state.status === 'ready'
                ? t('businessCard.download')
                : qr.state.status === 'loading'
                  ? t('businessCard.generating')
                  : t('businessCard.missing')}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}

function CardLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ml-8 text-card-foreground">{children}</dd>
    </div>
  )
}
