import { Avatar } from 'radix-ui'
import { Card } from '~/components/ui/card.tsx'
import type { Testimonial } from '~/lib/models.ts'
import { CreatedDate } from './content-page.tsx'
import { DeleteButton, EditButton } from './item-buttons.tsx'
import { StarRating } from './star-rating.tsx'

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => word[0]!.toUpperCase()).join('')
}

/** The photo once it has loaded; the initials before that and when it cannot be loaded. */
function PersonAvatar({ name, url }: { name: string; url: string | null }) {
  return (
    <Avatar.Root className="inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft">
      {url ? <Avatar.Image src={url} alt="" className="h-full w-full object-cover" /> : null}
      <Avatar.Fallback className="text-sm font-semibold text-primary-soft-foreground">
        <span aria-hidden="true">{initials(name)}</span>
      </Avatar.Fallback>
    </Avatar.Root>
  )
}

export function TestimonialCard({
  testimonial,
  deleting,
  onEdit,
  onDelete,
}: {
  testimonial: Testimonial
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const nameId = `testimonial-${testimonial.id}-name`
  return (
    <article aria-labelledby={nameId} className="h-full">
      <Card className="flex h-full flex-col p-5">
        <div className="flex items-start gap-4">
          <PersonAvatar name={testimonial.name} url={testimonial.avatarUrl} />
          <div className="min-w-0">
            <h2 id={nameId} className="text-lg font-semibold leading-snug text-card-foreground">
              {testimonial.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {testimonial.title} at {testimonial.company}
            </p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={testimonial.rating} />
          <CreatedDate iso={testimonial.createdAt} />
        </div>
        <blockquote className="mt-3 text-sm italic text-card-foreground">
          <p>“{testimonial.content}”</p>
        </blockquote>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <EditButton itemName={testimonial.name} onClick={onEdit} />
          <DeleteButton
            itemName={testimonial.name}
            confirmMessage="Are you sure you want to delete this testimonial?"
            pending={deleting}
            onConfirm={onDelete}
          />
        </div>
      </Card>
    </article>
  )
}
