/** The public site's main sections, shared by the header, the mobile menu, the footer's quick links and the 404 page. */
export const mainNavigation = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/case-studies', labelKey: 'nav.caseStudies' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/network', labelKey: 'nav.network' },
  { to: '/ai-strategy-sprint', labelKey: 'nav.aiSprint' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const
