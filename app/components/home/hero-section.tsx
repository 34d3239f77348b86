import { BookingLink } from '~/components/ui/booking-link.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ArrowDown } from '~/components/ui/icons.tsx'
import { ProfilePhoto } from '~/components/ui/profile-photo.tsx'
import { serverHtml } from '~/components/ui/server-html.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { ShownStat } from '~/lib/home-content.ts'
import type { PublicProfile } from '~/lib/profile.ts'
import { BusinessCard } from './business-card-button.tsx'
import { scrollToSection } from './motion.ts'
import { HomeSection, homeContainer } from './section-shell.tsx'

// The text and the contact card only show content and links (decision 019); the buttons and the portrait are live.
const HeroIntro = serverHtml('HeroIntro', () => import('./hero-parts.tsx').then((module) => module.HeroIntro))
const HeroContact = serverHtml('HeroContact', () =>
  import('./hero-parts.tsx').then((module) => module.HeroContact),
)
const portraitSize = 320

export function HeroSection({ profile, stats }: { profile: PublicProfile; stats: ShownStat[] }) {
  const { t } = useTranslation()

  return (
    <HomeSection
      id="hero"
      headingId="hero-heading"
      firstScreen
      className="relative overflow-hidden bg-gradient-to-b from-primary-soft via-background to-background"
    >
      <div className={`${homeContainer} band-y grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_auto]`}>
        <div>
          <HeroIntro profile={profile} stats={stats} />

          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <BookingLink profile={profile} size="lg">
              {t('home.hero.bookConsultation')}
            </BookingLink>
            <Button variant="outline" size="lg" onClick={() => scrollToSection('services')}>
              <ArrowDown className="h-5 w-5" aria-hidden="true" />
              {t('home.hero.viewServices')}
            </Button>
            <BusinessCard profile={profile} />
          </div>
        </div>

        <div className="mx-auto flex w-full max-w-sm flex-col items-center gap-6">
          <ProfilePhoto
            profile={profile}
            size={portraitSize}
            sizes="(min-width: 640px) 288px, 224px"
            alt={t('home.hero.photoAlt', { name: profile.name })}
            priority
            // Beside the text from the lg breakpoint (the grid above); below the first screen on phones.
            priorityMedia="(min-width: 1024px)"
            className="h-56 w-56 rounded-full border-4 border-card object-cover shadow-xl sm:h-72 sm:w-72"
          />
          <HeroContact profile={profile} />
        </div>
      </div>
    </HomeSection>
  )
}
