/**
 * The post body, rendered from markdown and sanitized to the spec §5 allowlist on the server
 * (app/lib/markdown.server.ts), so its HTML carries no scripts and no attributes but the href of
 * an http(s) or mailto link (docs/decisions/016).
 */
export function ArticleBody({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div
      lang={lang}
      className={[
        'text-lg leading-relaxed text-foreground',
        '[&>*:first-child]:mt-0',
        '[&_h1]:mt-12 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight',
        '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
        '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold',
        '[&_p]:mt-5',
        '[&_strong]:font-semibold',
        // Underlined, not only coloured, so a link stands out from the text around it.
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li>p]:mt-0',
        '[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary-soft [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-primary-soft-foreground [&_blockquote>p:first-child]:mt-0',
        className ?? '',
      ].join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server to the spec §5 allowlist
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
