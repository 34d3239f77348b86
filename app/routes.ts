import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { fallbackLanguage, type Language, supportedLanguages } from './i18n/config.ts'

/**
 * The public site in one language (docs/decisions/027-language-urls.md): English unprefixed, the
 * others under /es/ and /fr/, the same modules with route ids of their own (`es/routes/home`).
 */
function publicSite(language: Language) {
  const english = language === fallbackLanguage
  const id = (file: string) => ({
    id: english ? file.replace(/\.tsx$/, '') : `${language}/${file.replace(/\.tsx$/, '')}`,
  })
  const page = (path: string, file: string) => route(path, file, id(file))
  const pages = [
    index('routes/home.tsx', id('routes/home.tsx')),
    page('projects', 'routes/projects.tsx'),
    page('case-studies', 'routes/case-studies.tsx'),
    page('blog', 'routes/blog.tsx'),
    page('blog/:slug', 'routes/blog-post.tsx'),
    page('contact', 'routes/contact.tsx'),
    page('demo-request/:slug?', 'routes/demo-request.tsx'),
    page('network', 'routes/network.tsx'),
    page('ai-strategy-sprint', 'routes/ai-strategy-sprint.tsx'),
    page('book', 'routes/book-index.tsx'),
    page('book/:slug', 'routes/book.tsx'),
    page('bookings/:id', 'routes/booking.tsx'),
    page('payment-success', 'routes/payment-success.tsx'),
    page('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    page('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    page('privacy', 'routes/privacy.tsx'),
    page('terms', 'routes/terms.tsx'),
    page('capability-statement', 'routes/capability-statement.tsx'),
    page('accessibility', 'routes/accessibility.tsx'),
    page('*', 'routes/not-found.tsx'),
  ]
  const shell = 'routes/public-layout.tsx'
  return english ? layout(shell, id(shell), pages) : route(language, shell, id(shell), pages)
}

/** The case studies' summary PDF, in the language its URL names, like the page that links to it. */
const summaryPdf = (language: Language) =>
  language === fallbackLanguage
    ? route('case-studies-summary.pdf', 'routes/case-studies-summary-pdf.ts')
    : route(`${language}/case-studies-summary.pdf`, 'routes/case-studies-summary-pdf.ts', {
        id: `${language}/routes/case-studies-summary-pdf`,
      })

export default [
  ...supportedLanguages.map(summaryPdf),
  // The capability statement is in English only, so its PDF has one URL whatever page links to it.
  route('capability-statement.pdf', 'routes/capability-statement-pdf.ts'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    // Every content type's page (app/content-types); the named pages below rank before it.
    route('admin/:contentType', 'routes/admin/content.tsx'),
    route('admin/analytics', 'routes/admin/analytics.tsx'),
    route('admin/contacts', 'routes/admin/contacts.tsx'),
    route('admin/leads', 'routes/admin/leads.tsx'),
    route('admin/leads/:kind/:id', 'routes/admin/lead.tsx'),
    route('admin/subscribers', 'routes/admin/subscribers.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/bookings', 'routes/admin/bookings.tsx'),
    route('admin/bookings/:id', 'routes/admin/booking.tsx'),
    route('admin/availability', 'routes/admin/availability.tsx'),
    route('admin/calendars', 'routes/admin/calendars.tsx'),
    route('admin/newsletter', 'routes/admin/newsletter.tsx'),
    route('admin/newsletter/:id', 'routes/admin/newsletter-issue.tsx'),
    route('admin/outbox', 'routes/admin/outbox.tsx'),
    route('admin/translations', 'routes/admin/translations.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
  ]),
  ...supportedLanguages.map(publicSite),
] satisfies RouteConfig
