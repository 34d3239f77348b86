import type { ReactNode } from 'react'
import { Check } from '~/components/ui/icons.tsx'
import { usePageLanguage } from '~/components/ui/localized-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formatUsd } from '~/lib/money.ts'
import type { SprintTier } from '~/lib/sprint.ts'

export function TierCard({ tier, action }: { tier: SprintTier; action: ReactNode }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const headingId = `tier-${tier.id}`
  return (
    <article
      aria-labelledby={headingId}
      data-tier={tier.id}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm',
        tier.recommended ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      {tier.recommended ? (
        <span className="absolute -top-3 left-6 inline-flex items-center rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {t('sprint.plans.recommended')}
        </span>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold" lang={fallbackLang(tier, 'name')}>
        {tier.name}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground" lang={fallbackLang(tier, 'description')}>
        {tier.description}
      </p>
      <p className="mt-5">
        <span className="text-4xl font-bold tracking-tight">{formatUsd(tier.price, language)}</span>
        <span className="ml-2 text-sm text-muted-foreground">{t('sprint.plans.priceNote')}</span>
      </p>
      <ul
        className="mt-6 flex-1 space-y-3 text-sm"
        lang={fallbackLang(tier, 'features')}
        aria-label={t('sprint.plans.featuresLabel', { tier: tier.name })}
      >
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  )
}
