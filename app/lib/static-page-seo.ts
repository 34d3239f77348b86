/**
 * The head of the pages whose title and description come from the translation bundles (pageTexts),
 * and what their share cards say. Apart from seo.ts, which every page's head uses: only those pages
 * load this.
 */
import type { MetaDescriptor } from 'react-router'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { fallbackLanguage, type Language, localizedPath } from '~/i18n/config.ts'
import type { TFunction } from '~/i18n/translate.ts'
import { pageHref } from './pagination.ts'
import type { PublicProfile } from './profile.ts'
import type { RootData } from './root-data.ts'
import { breadcrumbList, homeTexts, type JsonLd, type OgPageKey, pageImagePath, pageMeta } from './seo.ts'
import { absoluteUrl } from './site-url.ts'

/** What a page's share card says, in the given language: a small label, the headline, the owner. */
export function pageCardText(
  key: OgPageKey,
  t: TFunction,
  profile: PublicProfile,
  lang: Language,
): { label: string; title: string } {
  if (key === 'home') return { label: t('seo.ogImage.homeLabel'), title: homeTexts(t, profile, lang).title }
  const page = pageTexts(key, t, profile)
  return { label: page.title, title: page.description }
}

/** Title and description of the pages whose texts do not depend on the content. */
export function pageTexts(key: Exclude<OgPageKey, 'home'>, t: TFunction, profile: PublicProfile) {
  const vars = { name: profile.name, location: profile.location }
  switch (key) {
    case 'projects':
      return { title: t('projects.meta.title'), description: t('projects.meta.description') }
    case 'case-studies':
      return { title: t('caseStudies.meta.title'), description: t('caseStudies.meta.description') }
    case 'blog':
      return { title: t('blog.meta.title'), description: t('blog.meta.description') }
    case 'contact':
      return { title: t('contact.meta.title'), description: t('contact.meta.description', vars) }
    case 'network':
      return { title: t('network.meta.title'), description: t('network.meta.description') }
    case 'ai-strategy-sprint':
      return { title: t('sprint.meta.title'), description: t('sprint.meta.description') }
    case 'demo-request':
      return { title: t('demoRequest.meta.title'), description: t('demoRequest.meta.description', vars) }
    case 'privacy':
      return { title: t('legal.privacy.metaTitle'), description: t('legal.privacy.metaDescription') }
    case 'terms':
      return { title: t('legal.terms.metaTitle'), description: t('legal.terms.metaDescription') }
    case 'capability-statement':
      return { title: t('capability.meta.title'), description: t('capability.meta.description') }
    case 'accessibility':
      return { title: t('accessibility.meta.title'), description: t('accessibility.meta.description') }
  }
}

/** The site's language and translator for a meta function. */
export function metaContext(root: RootData | undefined) {
  const lang = root?.lang ?? fallbackLanguage
  return { lang, t: metaTranslator(lang), origin: root?.origin ?? '', profile: root?.profile }
}

/** The standard head of a page whose texts come from the bundles (pageTexts), with its share card. */
export function staticPageMeta(
  root: RootData | undefined,
  key: Exclude<OgPageKey, 'home'>,
  options: { path: string; breadcrumb?: boolean; jsonLd?: JsonLd[]; list?: ListPosition },
): MetaDescriptor[] {
  const { lang, t, profile } = metaContext(root)
  if (!profile) return []
  const pageTitle = pageTexts(key, t, profile)
  const list = options.list
  const texts =
    list && list.page > 1
      ? { ...pageTitle, title: `${pageTitle.title} – ${t('pagination.page', { page: list.page })}` }
      : pageTitle
  return pageMeta(root, {
    ...texts,
    path: list ? listCanonicalPath(options.path, list) : options.path,
    extra:
      list && root
        ? listNeighbourLinks(root.origin, localizedPath(options.path, root.lang), list)
        : undefined,
    image: { path: pageImagePath(lang, key), alt: `${texts.title} | ${profile.name}` },
    jsonLd: [
      ...(options.jsonLd ?? []),
      ...(options.breadcrumb && root
        ? [breadcrumbList(root, [{ name: texts.title, path: options.path }])]
        : []),
    ],
  })
}

/** Where a page of a list sits: its number, how many there are, and the list's filters. */
export type ListPosition = { page: number; pageCount: number; filters: Record<string, string | undefined> }

/**
 * A page of the whole list is its own canonical URL (`/blog?page=3`); a filtered list, whatever its
 * page, points at the list itself, as its first page does.
 */
function listCanonicalPath(path: string, list: ListPosition): string {
  const filtered = Object.values(list.filters).some(Boolean)
  return filtered ? path : pageHref(path, {}, list.page)
}

/** rel=prev and rel=next: the neighbouring pages of the same list, filters kept. */
function listNeighbourLinks(origin: string, path: string, list: ListPosition): MetaDescriptor[] {
  const links: MetaDescriptor[] = []
  if (list.page > 1) {
    links.push({
      tagName: 'link',
      rel: 'prev',
      href: absoluteUrl(origin, pageHref(path, list.filters, list.page - 1)),
    })
  }
  if (list.page < list.pageCount) {
    links.push({
      tagName: 'link',
      rel: 'next',
      href: absoluteUrl(origin, pageHref(path, list.filters, list.page + 1)),
    })
  }
  return links
}
