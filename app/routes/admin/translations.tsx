import { Link } from 'react-router'
import { Languages } from '~/components/admin/icons.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { Card } from '~/components/ui/card.tsx'
import { contentTypes } from '~/content-types/index.ts'
import {
  missingTranslations,
  type TranslationLanguage,
  translationLanguages,
} from '~/content-types/translations.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { profileProse } from '~/lib/profile.ts'
import { siteContext } from '~/lib/site-context.ts'
import { contentServiceOf } from '~/services/content.server.ts'
import type { Route } from './+types/translations'

const languageNames: Record<TranslationLanguage, string> = { es: 'Spanish', fr: 'French' }

export function meta() {
  return adminMeta('Translations')
}

type Untranslated = {
  id: number
  heading: string
  missing: Record<TranslationLanguage, string[]>
  fieldCount: number
  /** Where the owner writes the item's translation into each language. */
  translateHref: Record<TranslationLanguage, string>
}

const missingLabelled = (
  declared: { fields: Record<string, { label: string }> },
  missing: Record<TranslationLanguage, string[]>,
) =>
  Object.fromEntries(
    translationLanguages.map((language) => [
      language,
      missing[language].map((name) => declared.fields[name]?.label ?? name),
    ]),
  ) as Record<TranslationLanguage, string[]>

const isTranslated = (missing: Record<TranslationLanguage, string[]>) =>
  translationLanguages.every((language) => missing[language].length === 0)

const hrefPerLanguage = (href: (language: TranslationLanguage) => string) =>
  Object.fromEntries(translationLanguages.map((language) => [language, href(language)])) as Record<
    TranslationLanguage,
    string
  >

/**
 * The site profile's prose (site settings), then every item of every content type, that still show
 * some English on the Spanish or French pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const profile = await site.services.settings.getProfile()
  const profileMissing = missingTranslations(profileProse, profile)
  const profileSection = {
    href: '/admin/settings',
    title: 'Site profile',
    total: 1,
    untranslated: isTranslated(profileMissing)
      ? []
      : [
          {
            id: 0,
            heading: 'Title, description, experience and location',
            missing: missingLabelled(profileProse, profileMissing),
            fieldCount: Object.keys(profileProse.fields).length,
            translateHref: hrefPerLanguage((language) => `/admin/settings?language=${language}`),
          },
        ],
  }
  const types = await Promise.all(
    contentTypes
      .filter((type) => type.translatableFields.length > 0)
      .map(async (type) => {
        const items = await contentServiceOf(site.services, type).listAll()
        const untranslated = items.flatMap((item): Untranslated[] => {
          const missing = missingTranslations(type, item)
          if (isTranslated(missing)) return []
          return [
            {
              id: item.id,
              heading: type.admin.card.heading(item as never),
              missing: missingLabelled(type, missing),
              fieldCount: type.translatableFields.length,
              translateHref: hrefPerLanguage(
                (language) => `/admin/${type.admin.path}?edit=${item.id}&language=${language}`,
              ),
            },
          ]
        })
        return {
          href: `/admin/${type.admin.path}`,
          title: type.admin.title,
          total: items.length,
          untranslated,
        }
      }),
  )
  return { types: [profileSection, ...types] }
}

function MissingFields({ fields, of }: { fields: string[]; of: number }) {
  if (fields.length === 0) return <span className="text-muted-foreground">Translated</span>
  return (
    <span className="text-amber-900 dark:text-amber-200">
      {fields.length === of ? 'Everything' : fields.join(', ')}
    </span>
  )
}

export default function AdminTranslations({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData
  const counts = translationLanguages.map((language) => ({
    language,
    items: types.reduce(
      (total, type) => total + type.untranslated.filter((item) => item.missing[language].length > 0).length,
      0,
    ),
  }))
  const allDone = counts.every((count) => count.items === 0)

  return (
    <>
      <AdminPageHeader
        title="Translations"
        description="What still shows in English on the Spanish and French pages. English is always shown where a translation is missing."
      />
      <ul className="-mt-2 mb-6 flex flex-wrap gap-3 text-sm" aria-label="Missing translations by language">
        {counts.map(({ language, items }) => (
          <li key={language} className="rounded-full border border-border bg-card px-3 py-1">
            <span className="font-medium text-foreground">{languageNames[language]}:</span>{' '}
            <span className="text-muted-foreground">
              {items === 0 ? 'all translated' : `${items} ${items === 1 ? 'item' : 'items'} to translate`}
            </span>
          </li>
        ))}
      </ul>

      {allDone ? (
        <EmptyState
          icon={Languages}
          title="Everything is translated"
          description="Every text of every item has its Spanish and French."
        />
      ) : (
        <div className="grid gap-6">
          {types
            .filter((type) => type.untranslated.length > 0)
            .map((type) => (
              <Card key={type.href} className="overflow-hidden">
                <h2 className="border-b border-border px-5 py-3 text-base font-semibold text-foreground">
                  <Link to={type.href} className="hover:text-primary hover:underline">
                    {type.title}
                  </Link>
                  <span className="ml-2 text-sm font-normal text-muted-foreground">
                    {type.untranslated.length} of {type.total} to translate
                  </span>
                </h2>
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="bg-muted/40 text-xs uppercase tracking-wide text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-5 py-2 font-medium">
                          Item
                        </th>
                        {translationLanguages.map((language) => (
                          <th key={language} scope="col" className="px-5 py-2 font-medium">
                            {languageNames[language]}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-border">
                      {type.untranslated.map((item) => (
                        <tr key={item.id}>
                          <th scope="row" className="max-w-xs px-5 py-3 font-medium text-foreground">
                            {item.heading}
                          </th>
                          {translationLanguages.map((language) => (
                            <td key={language} className="px-5 py-3 align-top">
                              <MissingFields fields={item.missing[language]} of={item.fieldCount} />
                              {item.missing[language].length > 0 ? (
                                <Link
                                  to={item.translateHref[language]}
                                  className="ml-2 whitespace-nowrap font-medium text-primary hover:underline"
                                >
                                  Translate
                                  <span className="sr-only">
                                    {' '}
                                    {item.heading} into {languageNames[language]}
                                  </span>
                                </Link>
                              ) : null}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Card>
            ))}
        </div>
      )}
    </>
  )
}
