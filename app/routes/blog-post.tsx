import { data, isRouteErrorResponse } from 'react-router'
import { ArticleBody } from '~/components/blog/article-body.tsx'
import { AuthorCard } from '~/components/blog/author-card.tsx'
import { CategoryBadge } from '~/components/blog/category-badge.tsx'
import { EmbedCode } from '~/components/blog/embed-code.tsx'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { SharePanel } from '~/components/blog/share-panel.tsx'
import { SocialPreview } from '~/components/blog/social-preview.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ArrowLeft, Calendar, Clock, ExternalLink, FileQuestion, User } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { ResponsiveImage } from '~/components/ui/responsive-image.tsx'
import { serverHtml } from '~/components/ui/server-html.tsx'
import { blogPostType } from '~/content-types/index.ts'
import { fallbackLang, localize } from '~/content-types/translations.ts'
import { type Language, localizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formatArticleDate } from '~/lib/dates.ts'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import type { BlogPost } from '~/lib/models.ts'
import { readingTimeMinutes } from '~/lib/reading-time.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { articleImagePath, breadcrumbList, pageMeta, socialImageSize } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { absoluteUrl } from '~/lib/site-url.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/blog-post'

// Beside the article on wide screens, below it on phones: live (with its code) once the reader nears it.
const NewsletterSignup = serverHtml(
  'NewsletterSignup',
  () => import('~/components/newsletter/newsletter-form.tsx').then((module) => module.NewsletterForm),
  { liveWhenNear: true },
)

type ArticleSummary = Omit<BlogPost, 'content'>

function articleUrls(origin: string, slug: string, lang: Language) {
  const path = localizedPath(`/blog/${encodeURIComponent(slug)}`, lang)
  return {
    url: absoluteUrl(origin, path),
    embedUrl: absoluteUrl(origin, `${path}?embed=true`),
    imageUrl: absoluteUrl(origin, articleImagePath(slug, lang)),
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const embed = new URL(request.url).searchParams.get('embed') === 'true'
  let post: BlogPost
  try {
    post = localize(
      blogPostType,
      await site.services.blogPosts.getPublishedBySlug(params.slug),
      site.visitor.language,
    )
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: 'Blog post not found' }, { status: 404 })
    throw error
  }
  const { content, ...summary } = post
  const article: ArticleSummary = summary
  return { post: article, html: renderMarkdown(content), readingMinutes: readingTimeMinutes(content), embed }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  if (!loaderData || !root) {
    return pageMeta(root, {
      title: t('blogPost.notFound.metaTitle'),
      description: t('blogPost.notFound.text'),
      path: '/blog',
      noindex: true,
    })
  }
  const { post, embed } = loaderData
  const { origin, profile, lang } = root
  const { url, imageUrl } = articleUrls(origin, post.slug, lang)
  const author = { '@type': 'Person', name: profile.name, url: absoluteUrl(origin, '/') }
  return pageMeta(root, {
    title: post.title,
    description: post.excerpt,
    path: new URL(url).pathname,
    type: 'article',
    image: { path: articleImagePath(post.slug, lang), alt: post.title },
    // The embed view is a copy of the article made for other sites' iframes.
    noindex: embed,
    extra: [
      { property: 'article:published_time', content: post.createdAt },
      ...(post.updatedAt ? [{ property: 'article:modified_time', content: post.updatedAt }] : []),
      { property: 'article:author', content: profile.name },
      { property: 'article:section', content: post.category },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ],
    jsonLd: [
      {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.createdAt,
        dateModified: post.updatedAt ?? post.createdAt,
        author,
        publisher: author,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        image: { '@type': 'ImageObject', url: imageUrl, ...socialImageSize },
        url,
        articleSection: post.category,
        ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      },
      breadcrumbList(root, [
        { name: t('blog.meta.title'), path: '/blog' },
        { name: post.title, path: new URL(url).pathname },
      ]),
    ],
  })
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, readingMinutes, embed } = loaderData
  if (embed) return <EmbeddedArticle post={post} html={html} />
  return <Article post={post} html={html} readingMinutes={readingMinutes} />
}

function Article({
  post,
  html,
  readingMinutes,
}: {
  post: ArticleSummary
  html: string
  readingMinutes: number
}) {
  const { t } = useTranslation()
  const { profile, origin, lang } = useRootData()
  const { url, embedUrl, imageUrl } = articleUrls(origin, post.slug, lang)

  return (
    <div className="site-container pt-10 pb-(--space-section)">
      <Link to="/blog" className={cn(buttonClasses('ghost', 'sm'), '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('blogPost.back')}
      </Link>

      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <article className="min-w-0">
          <header>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <CategoryBadge category={post.category} />
              <span className="inline-flex items-center gap-1.5">
                <Calendar className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t('blogPost.publishedOn')} </span>
                <time dateTime={post.createdAt}>{formatArticleDate(post.createdAt, lang)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {t('blogPost.readingTime', { minutes: readingMinutes })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <User className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t('blogPost.by')} </span>
                <Link to="/" className="font-medium text-foreground hover:text-primary hover:underline">
                  {profile.name}
                </Link>
              </span>
            </div>
            <h1
              lang={fallbackLang(post, 'title')}
              className="mt-5 text-3xl font-bold leading-tight tracking-tight text-foreground sm:text-4xl lg:text-5xl"
            >
              {post.title}
            </h1>
            <p
              lang={fallbackLang(post, 'excerpt')}
              className="mt-5 text-xl leading-relaxed text-muted-foreground"
            >
              {post.excerpt}
            </p>
          </header>

          {post.imageUrl ? (
            <ResponsiveImage
              src={post.imageUrl}
              image={post.image}
              alt=""
              sizes="(min-width: 1024px) 720px, 100vw"
              priority
              wrapperClassName="mt-8 aspect-video rounded-xl border border-border"
            />
          ) : null}

          <ArticleBody
            html={html}
            lang={fallbackLang(post, 'content')}
            className="mt-10 border-t border-border pt-10"
          />
        </article>

        <div className="mt-12 lg:mt-0">
          <div className="space-y-6 lg:sticky lg:top-24">
            <SharePanel target={{ url, title: post.title, excerpt: post.excerpt, imageUrl }} />
            <NewsletterSignup variant="compact" />
          </div>
        </div>
      </div>

      <div className="mt-16 space-y-6">
        <AuthorCard profile={profile} />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <SocialPreview
            title={post.title}
            excerpt={post.excerpt}
            origin={origin}
            imageUrl={post.imageUrl}
            image={post.image}
            siteName={profile.name}
          />
          <EmbedCode
            embedUrl={embedUrl}
            iframeTitle={t('blogPost.embed.iframeTitle', { title: post.title, name: profile.name })}
          />
        </div>
      </div>
    </div>
  )
}

/** The chrome-less view LinkedIn and other sites show inside the embed iframe. */
function EmbeddedArticle({ post, html }: { post: ArticleSummary; html: string }) {
  const { t } = useTranslation()
  const { profile, origin, lang } = useRootData()
  const { url } = articleUrls(origin, post.slug, lang)
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{t('blogPost.embed.publishedBy', { name: profile.name })}</span>
        <time dateTime={post.createdAt}>{formatArticleDate(post.createdAt, lang)}</time>
      </p>
      <h1
        lang={fallbackLang(post, 'title')}
        className="mt-3 text-2xl font-bold leading-tight tracking-tight text-foreground sm:text-3xl"
      >
        {post.title}
      </h1>
      <ArticleBody html={html} lang={fallbackLang(post, 'content')} className="mt-6 text-base" />
      <p className="mt-8 border-t border-border pt-6">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
        >
          {t('blogPost.embed.readFull')}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('blogPost.share.opensInNewTab')}</span>
        </a>
      </p>
    </article>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="mx-auto max-w-2xl band-y px-(--gutter)">
      <Card className="px-6 py-12 text-center">
        <FileQuestion className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-foreground">
          {notFound ? t('blogPost.notFound.title') : t('common.error')}
        </h1>
        {notFound ? <p className="mt-3 text-muted-foreground">{t('blogPost.notFound.text')}</p> : null}
        <Link to="/blog" className={cn(buttonClasses('primary', 'md'), 'mt-8')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('blogPost.notFound.back')}
        </Link>
      </Card>
    </div>
  )
}
