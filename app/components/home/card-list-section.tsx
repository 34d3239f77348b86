import type { ReactNode } from 'react'
import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowRight } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { HeadedHomeSection } from './section-shell.tsx'
import { homeGridClasses, type MaybeStreamed, StreamedList } from './streamed-list.tsx'

/**
 * A home section of cards from the loader: its heading, an optional link to the whole list, and the
 * cards in the home grid. `section` is the anchor and names the texts (`home.<section>.*`).
 */
export function CardListSection<Item extends { id: number }>({
  section,
  muted = false,
  items,
  skeleton,
  testId,
  viewAllTo,
  renderCard,
}: {
  section: 'projects' | 'blog' | 'testimonials'
  muted?: boolean
  items: MaybeStreamed<Item>
  skeleton: ReactNode
  testId: string
  viewAllTo?: string
  renderCard: (item: Item) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <HeadedHomeSection
      id={section}
      className={muted ? 'section-y bg-muted/40' : 'section-y'}
      aside={
        viewAllTo ? (
          <Link to={viewAllTo} className={buttonClasses('outline', 'md')}>
            {t(`home.${section}.viewAll`)}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : undefined
      }
    >
      <div className="mt-12">
        <StreamedList items={items} skeleton={skeleton} empty={t(`home.${section}.empty`)}>
          {(resolved) => (
            <ul className={homeGridClasses} data-testid={testId}>
              {resolved.map((item) => (
                <li key={item.id}>{renderCard(item)}</li>
              ))}
            </ul>
          )}
        </StreamedList>
      </div>
    </HeadedHomeSection>
  )
}
