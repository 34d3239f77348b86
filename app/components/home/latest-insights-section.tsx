import { Link } from 'react-router'
import { BlogCard } from '~/components/blog/blog-card.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowRight } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { BlogPostSummary } from '~/lib/models.ts'
import { HomeSection, homeContainer, SectionHeading } from './section-shell.tsx'
import { homeGridClasses, type MaybeStreamed, StreamedList, TextCardSkeleton } from './streamed-list.tsx'

export function LatestInsightsSection({ posts }: { posts: MaybeStreamed<BlogPostSummary> }) {
  const { t } = useTranslation()
  return (
    <HomeSection id="blog" headingId="blog-heading" className="py-20">
      <div className={homeContainer}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="blog-heading"
            eyebrow={t('home.blog.eyebrow')}
            title={t('home.blog.heading')}
            intro={t('home.blog.intro')}
          />
          <Link to="/blog" className={buttonClasses('outline', 'md')}>
            {t('home.blog.viewAll')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-12">
          <StreamedList items={posts} skeleton={<TextCardSkeleton />} empty={t('home.blog.empty')}>
            {(latest) => (
              <ul className={homeGridClasses} data-testid="latest-posts">
                {latest.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </StreamedList>
        </div>
      </div>
    </HomeSection>
  )
}
