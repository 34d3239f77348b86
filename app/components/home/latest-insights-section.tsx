import { BlogCard } from '~/components/blog/blog-card.tsx'
import type { BlogPostSummary } from '~/lib/models.ts'
import { CardListSection } from './card-list-section.tsx'
import { type MaybeStreamed, TextCardSkeleton } from './streamed-list.tsx'

export function LatestInsightsSection({ posts }: { posts: MaybeStreamed<BlogPostSummary> }) {
  return (
    <CardListSection
      section="blog"
      items={posts}
      skeleton={<TextCardSkeleton />}
      testId="latest-posts"
      viewAllTo="/blog"
      renderCard={(post) => <BlogCard post={post} />}
    />
  )
}
