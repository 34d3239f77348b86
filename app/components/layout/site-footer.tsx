import type { ComponentType, SVGProps } from 'react'
import { Mail, MapPin, Phone } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { mainNavigation } from '~/lib/navigation.ts'
import { type PublicProfile, type SocialProfile, socialProfiles } from '~/lib/profile.ts'
import { GitHubIcon, LinkedInIcon, XIcon } from './social-icons.tsx'

const socialIcons: Record<SocialProfile['key'], ComponentType<SVGProps<SVGSVGElement>>> = {
  linkedin: LinkedInIcon,
  twitter: XIcon,
  github: GitHubIcon,
}

function socialLinks(profile: PublicProfile) {
  return socialProfiles(profile).map((link) => ({ ...link, Icon: socialIcons[link.key] }))
}

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-foreground'
const linkClass = 'rounded-sm text-muted-foreground transition-colors hover:text-primary'

/** A service as the footer lists it: a service pillar's title in the page's language. */
export type FooterService = { id: number; title: string; lang?: 'en' }

export function SiteFooter({ profile, services }: { profile: PublicProfile; services: FooterService[] }) {
  const { t } = useTranslation()
  const social = socialLinks(profile)
  const telephone = profile.phone.replace(/[^+\d]/g, '')
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="site-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.3fr_1.3fr]">
        <div>
          <p className="text-lg font-bold text-foreground">{profile.name}</p>
          <p lang={fallbackLang(profile, 'title')} className="mt-1 text-sm font-medium text-primary">
            {profile.title}
          </p>
          <p
            lang={fallbackLang(profile, 'description')}
            className="mt-3 text-sm leading-relaxed text-muted-foreground"
          >
            {profile.description}
          </p>
          {social.length > 0 ? (
            <ul className="mt-5 flex gap-2" aria-label={t('footer.social.label')}>
              {social.map(({ key, href, Icon }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer me"
                    aria-label={`${t(`footer.social.${key}`)} ${t('common.opensInNewTab')}`}
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-border bg-background text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                  >
                    <Icon className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t('footer.services')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {services.map((service) => (
              <li key={service.id}>
                <Link to="/#services" lang={service.lang} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.connect')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={`mailto:${profile.email}`} className={`${linkClass} break-all`}>
                {profile.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={`tel:${telephone}`} className={linkClass}>
                {profile.phone}
              </a>
            </li>
            <li className="flex items-start gap-2 text-muted-foreground">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span lang={fallbackLang(profile, 'location')}>{profile.location}</span>
            </li>
          </ul>
        </div>
      </div>
      {/* The bottom padding keeps the call-to-action bar from covering the last line; the floating
          calendar button sits in the grid's gutter. */}
      <div className="border-t border-border pb-(--dock-height)">
        <div className="site-container flex flex-col gap-3 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getUTCFullYear()}</span> {profile.name}.{' '}
            {t('footer.rights')}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className={linkClass}>
                {t('federal.links.accessibility')}
              </Link>
            </li>
            <li>
              <Link to="/capability-statement" className={linkClass}>
                {t('federal.links.capability')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
