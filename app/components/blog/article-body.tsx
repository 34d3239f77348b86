import { cn } from '~/lib/cn.ts'

/**
 * The post body, rendered from markdown and sanitized to the allowlist on the server
 * (app/lib/markdown.server.ts, docs/decisions/016 and 029), styled by `.article-body`
 * (article-body.css): headings that link to themselves, highlighted code, tables that scroll in
 * their own box, images with captions.
 */
export function ArticleBody({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div
      lang={lang}
      className={cn('article-body', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server to the body allowlist
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
