import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  route('case-studies-summary.pdf', 'routes/case-studies-summary-pdf.ts'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    // Every content type's page (app/content-types); the named pages below rank before it.
    route('admin/:contentType', 'routes/admin/content.tsx'),
    route('admin/contacts', 'routes/admin/contacts.tsx'),
    route('admin/leads', 'routes/admin/leads.tsx'),
    route('admin/leads/:kind/:id', 'routes/admin/lead.tsx'),
    route('admin/subscribers', 'routes/admin/subscribers.tsx'),
    route('admin/orders', 'routes/admin/orders.tsx'),
    route('admin/newsletter', 'routes/admin/newsletter.tsx'),
    route('admin/newsletter/:id', 'routes/admin/newsletter-issue.tsx'),
    route('admin/outbox', 'routes/admin/outbox.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
  ]),
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('projects', 'routes/projects.tsx'),
    route('case-studies', 'routes/case-studies.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('demo-request/:slug?', 'routes/demo-request.tsx'),
    route('network', 'routes/network.tsx'),
    route('ai-strategy-sprint', 'routes/ai-strategy-sprint.tsx'),
    route('payment-success', 'routes/payment-success.tsx'),
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
