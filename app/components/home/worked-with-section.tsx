import { useEffect, useRef, useState } from 'react'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { Organization } from '~/lib/models.ts'
import { organizationLogoSize } from '../../../content/organizations.ts'
import { HomeSection, homeContainer, SectionHeading } from './section-shell.tsx'

const tileClasses =
  'flex min-h-28 items-center justify-center rounded-xl border border-border bg-card p-3 text-center shadow-sm'

/** What the wall shows of each organization, in the owner's order. */
export type OrganizationLogoItem = Pick<Organization, 'id' | 'name' | 'logoUrl' | 'alt' | 'fallbacks'>

export function WorkedWithSection({ organizations }: { organizations: OrganizationLogoItem[] }) {
  const { t } = useTranslation()
  return (
    <HomeSection
      id="worked-with"
      headingId="worked-with-heading"
      className="band-y border-y border-border bg-muted/40"
    >
      <div className={homeContainer}>
        <SectionHeading
          id="worked-with-heading"
          title={t('home.workedWith.heading')}
          intro={t('home.workedWith.intro')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6 sm:gap-4">
          {organizations.map((organization) => (
            <li key={organization.id} className={tileClasses}>
              <OrganizationLogo organization={organization} />
            </li>
          ))}
          <li className={tileClasses}>
            <span className="text-sm font-semibold text-muted-foreground">{t('home.workedWith.others')}</span>
          </li>
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">{t('home.workedWith.disclaimer')}</p>
      </div>
    </HomeSection>
  )
}

const fallbackClasses = 'text-sm font-semibold leading-snug text-foreground'

/** The logo, or the organization's name as text when the image cannot be loaded. */
function OrganizationLogo({ organization }: { organization: OrganizationLogoItem }) {
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const image = imageRef.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) {
    return (
      <span data-logo-fallback="" lang={fallbackLang(organization, 'name')} className={fallbackClasses}>
        {organization.name}
      </span>
    )
  }
  return (
    <img
      ref={imageRef}
      src={organization.logoUrl}
      alt={organization.alt}
      lang={fallbackLang(organization, 'alt')}
      width={organizationLogoSize.width}
      height={organizationLogoSize.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      // The same fallback where the wall is kept as server HTML (components/ui/server-html.tsx).
      data-fallback={organization.name}
      data-fallback-class={fallbackClasses}
      className="h-auto w-full max-w-44 dark:hue-rotate-180 dark:invert"
    />
  )
}
