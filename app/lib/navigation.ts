/** The public navigation, shared by the header, the mobile menu and the footer. */
export const mainNavigation = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/case-studies', labelKey: 'nav.caseStudies' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/network', labelKey: 'nav.network' },
  { to: '/ai-strategy-sprint', labelKey: 'nav.aiSprint' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const

export const footerQuickLinks = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/projects', labelKey: 'nav.projects' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const
