import { data, isRouteErrorResponse } from 'react-router'
import { ArticleBody } from '~/components/blog/article-body.tsx'
import { AuthorCard } from '~/components/blog/author-card.tsx'
import { CategoryBadge } from '~/components/blog/category-badge.tsx'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
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
import { readSessionToken } from '~/lib/admin-session.server.ts'
import { cn } from '~/lib/cn.ts'
import { formatArticleDate } from '~/lib/dates.ts'
import { renderMarkdownForPage } from '~/lib/markdown.server.ts'
import type { BlogPost } from '~/lib/models.ts'
import { readingTimeMinutes } from '~/lib/reading-time.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { articleImagePath, breadcrumbList, pageMeta, socialImageSize } from '~/lib/seo.ts'
import { type SiteContext, siteContext } from '~/lib/site-context.ts'
import { absoluteUrl, publicOrigin, siteOrigin } from '~/lib/site-url.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/blog-post'

// Beside the article on wide screens, below it on phones: live (with its code) once the reader nears it.
const NewsletterSignup = serverHtml(
  'NewsletterSignup',
  () => import('~/components/newsletter/newsletter-form.tsx').then((module) => module.NewsletterForm),
  { liveWhenNear: true },
)

// Beside the article on wide screens, after it on phones: kept as the server sent it (no code) until the
// reader nears it or reaches into it.
const SharePanel = serverHtml(
  'SharePanel',
  () => import('~/components/blog/share-panel.tsx').then((module) => module.SharePanel),
  { liveWhenNear: true },
)

// For the signed-in owner only: readers never download its code.
const AuthorTools = serverHtml(
  'AuthorTools',
  () => import('~/components/blog/author-tools.tsx').then((module) => module.AuthorTools),
  { liveWhenNear: true },
)

type ArticleSummary = Omit<BlogPost, 'content'>

function articlePath(slug: string, lang: Language) {
  return localizedPath(`/blog/${encodeURIComponent(slug)}`, lang)
}

function articleUrls(origin: string, slug: string, lang: Language) {
  return {
    url: absoluteUrl(origin, articlePath(slug, lang)),
    imageUrl: absoluteUrl(origin, articleImagePath(slug, lang)),
  }
}

/**
 * What the owner's author tools need, when the request carries the owner's live session (such a page
 * is never cached or shared: server/page-cache). The embed code names the site's public address only.
 */
async function authorToolsFor(request: Request, site: SiteContext) {
  const token = readSessionToken(request)
  if (!token || !(await site.services.auth.authenticate(token))) return null
  const origin = publicOrigin(siteOrigin(request, site.config.publicUrl), site.config.publicUrl)
  return { embedOrigin: origin }
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
  const [html, authorTools] = await Promise.all([
    renderMarkdownForPage(content, site.services.uploads),
    embed ? null : authorToolsFor(request, site),
  ])
  return { post: article, html, readingMinutes: readingTimeMinutes(content), embed, authorTools }
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
  const { post, html, readingMinutes, embed, authorTools } = loaderData
  if (embed) return <EmbeddedArticle post={post} html={html} />
  return <Article post={post} html={html} readingMinutes={readingMinutes} authorTools={authorTools} />
}

function Article({
  post,
  html,
  readingMinutes,
  authorTools,
}: {
  post: ArticleSummary
  html: string
  readingMinutes: number
  authorTools: { embedOrigin: string | null } | null
}) {
  const { t } = useTranslation()
  const { profile, origin, lang } = useRootData()
  const { url, imageUrl } = articleUrls(origin, post.slug, lang)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
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
          <div className="flex flex-col gap-6 lg:sticky lg:top-28">
            <SharePanel url={url} title={post.title} excerpt={post.excerpt} imageUrl={imageUrl} />
            <NewsletterSignup variant="compact" />
          </div>
        </div>
      </div>

      <div className="mt-16 flex flex-col gap-6">
        <AuthorCard profile={profile} />
        {authorTools ? (
          <AuthorTools
            title={post.title}
            excerpt={post.excerpt}
            host={new URL(origin).host}
            imagePath={articleImagePath(post.slug, lang)}
            embedUrl={
              authorTools.embedOrigin
                ? absoluteUrl(authorTools.embedOrigin, `${articlePath(post.slug, lang)}?embed=true`)
                : null
            }
            iframeTitle={t('blogPost.embed.iframeTitle', { title: post.title, name: profile.name })}
          />
        ) : null}
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
    <div className="mx-auto max-w-2xl px-4 py-24">
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
