import { type ComponentProps, lazy, Suspense, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { IdCard } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { PublicProfile } from '~/lib/profile.ts'

const loadDialog = () => import('./business-card-dialog.tsx')
const BusinessCardDialog = lazy(() => loadDialog().then((module) => ({ default: module.BusinessCardDialog })))

/** The hero's Digital Business Card button. */
export function BusinessCardButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation()
  return (
    <Button variant="secondary" size="lg" {...props}>
      <IdCard className="h-5 w-5" aria-hidden="true" />
      {t('home.hero.digitalCard')}
    </Button>
  )
}

/**
 * The button alone until the visitor reaches for it; the card behind it (a Radix dialog, the QR code,
 * the vCard) loads then and opens at once.
 */
export function BusinessCard({ profile }: { profile: PublicProfile }) {
  const [wanted, setWanted] = useState(false)
  const preload = () => {
    void loadDialog()
  }
  const placeholder = (
    <BusinessCardButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <BusinessCardDialog profile={profile} initiallyOpen />
    </Suspense>
  )
}
