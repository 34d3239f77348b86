import type { AnchorHTMLAttributes } from 'react'
import { useTranslation } from '~/i18n/react.tsx'

/** A link to another site that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ children, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useTranslation()
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  )
}
