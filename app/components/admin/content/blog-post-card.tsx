import { Badge } from '~/components/ui/badge.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ExternalLink } from '~/components/ui/icons.tsx'
import type { BlogPost } from '~/lib/models.ts'
import { CreatedDate } from './content-page.tsx'
import { DeleteButton, EditButton } from './item-buttons.tsx'

export function BlogPostCard({
  post,
  deleting,
  onEdit,
  onDelete,
}: {
  post: BlogPost
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const titleId = `post-${post.id}-title`
  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card className="flex h-full flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          {post.published === 1 ? (
            <Badge variant="accent">Published</Badge>
          ) : (
            <Badge variant="muted">Draft</Badge>
          )}
          {post.featured === 1 ? <Badge>Featured</Badge> : null}
          <Badge variant="outline">{post.category}</Badge>
        </div>
        <h2 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-card-foreground">
          {post.title}
        </h2>
        <p className="mt-1">
          <CreatedDate iso={post.createdAt} />
          {post.updatedAt ? (
            <>
              <span aria-hidden="true" className="text-muted-foreground">
                {' · '}
              </span>
              <CreatedDate iso={post.updatedAt} prefix="Updated" />
            </>
          ) : null}
        </p>
        <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="muted">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {post.published === 1 ? (
            <a
              href={`/blog/${encodeURIComponent(post.slug)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'sm')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              View<span className="sr-only"> {post.title} (opens in a new tab)</span>
            </a>
          ) : null}
          <EditButton itemName={post.title} onClick={onEdit} />
          <DeleteButton
            itemName={post.title}
            confirmMessage="Are you sure you want to delete this blog post?"
            pending={deleting}
            onConfirm={onDelete}
          />
        </div>
      </Card>
    </article>
  )
}
