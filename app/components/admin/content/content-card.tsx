import { Badge } from '~/components/ui/badge.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ExternalLink } from '~/components/ui/icons.tsx'
import type { ContentType } from '~/content-types/definition.ts'
import { CreatedDate } from './content-page.tsx'
import { DeleteButton, EditButton, MoveButtons } from './item-buttons.tsx'
import { PersonPortrait } from './person-portrait.tsx'
import { StarRating } from './star-rating.tsx'

export type ListedItem = { id: number; createdAt: string; updatedAt?: string | null }

/** One item of a content manager's list, showing what its type's card declares (spec §5). */
export function ContentCard({
  type,
  item,
  deleting,
  onEdit,
  onDelete,
  move,
}: {
  type: ContentType
  item: ListedItem
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
  /** In a list the owner orders: a step up or down, where there is one. */
  move?: { busy: boolean; up?: () => void; down?: () => void }
}) {
  const card = type.admin.card
  const heading = card.heading(item as never)
  const headingId = `${type.admin.idPrefix}-${item.id}-heading`
  const portrait = card.portrait?.(item as never)
  const picture = card.picture?.(item as never)
  const text = card.text?.(item as never)
  const subheading = card.subheading?.(item as never)
  const badges = card.badges?.(item as never) ?? []
  const chips = card.chips?.of(item as never) ?? []
  const link = card.link?.(item as never)
  const rating = card.rating?.(item as never)
  const dates = (
    <>
      <CreatedDate iso={item.createdAt} />
      {item.updatedAt ? (
        <>
          <span aria-hidden="true" className="text-muted-foreground">
            {' · '}
          </span>
          <CreatedDate iso={item.updatedAt} prefix="Updated" />
        </>
      ) : null}
    </>
  )
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col p-5">
        {picture?.cover ? (
          <img
            src={picture.url}
            alt={picture.alt}
            loading="lazy"
            className="mb-4 aspect-[8/5] w-full rounded-md border border-border bg-muted object-cover dark:brightness-90"
          />
        ) : picture ? (
          <div className="mb-4 flex h-28 items-center justify-center rounded-md border border-border bg-background p-3">
            <img
              src={picture.url}
              alt={picture.alt}
              loading="lazy"
              className="max-h-full max-w-full object-contain dark:hue-rotate-180 dark:invert"
            />
          </div>
        ) : null}
        <div className="flex items-start gap-4">
          {portrait ? <PersonPortrait name={portrait.name} url={portrait.url} /> : null}
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold leading-snug text-card-foreground">
              {heading}
            </h2>
            {subheading ? <p className="text-sm text-muted-foreground">{subheading}</p> : null}
            {rating === undefined ? <p className="mt-1">{dates}</p> : null}
          </div>
        </div>
        {badges.length > 0 ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {badges.map((badge) => (
              <Badge key={badge.label} variant={badge.variant}>
                {badge.label}
              </Badge>
            ))}
          </div>
        ) : null}
        {rating === undefined ? null : (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <StarRating rating={rating} />
            <span>{dates}</span>
          </div>
        )}
        {text === undefined ? null : card.quoted ? (
          <blockquote className="mt-3 text-sm italic text-card-foreground">
            <p>“{text}”</p>
          </blockquote>
        ) : (
          <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{text}</p>
        )}
        {card.chips && chips.length > 0 ? (
          <ul aria-label={card.chips.label} className="mt-3 flex flex-wrap gap-1.5">
            {chips.map((chip) => (
              <li key={chip}>
                <Badge variant="muted">{chip}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {link ? (
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'sm')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {link.label}
              <span className="sr-only"> {link.about} (opens in a new tab)</span>
            </a>
          ) : null}
          {move ? <MoveButtons itemName={heading} {...move} /> : null}
          <EditButton itemName={heading} onClick={onEdit} />
          <DeleteButton
            itemName={heading}
            confirmMessage={
              type.admin.deleteConfirmation?.(item as never) ??
              `Are you sure you want to delete this ${type.noun}?`
            }
            pending={deleting}
            onConfirm={onDelete}
          />
        </div>
      </Card>
    </article>
  )
}
