/** An admin page's meta tags: its title and the robots rule that keeps the back office out of search engines. */
export function adminMeta(title?: string) {
  return [{ title: title ? `${title} | Admin` : 'Admin' }, { name: 'robots', content: 'noindex' }]
}
