import { Link } from '~/components/ui/localized-link.tsx'
import { Trans, useTranslation } from '~/i18n/react.tsx'
import { formatCalendarDate } from '~/lib/dates.ts'
import { useRootData } from '~/lib/root-data.ts'

type SectionText = {
  title: string
  paragraphs?: Record<string, string>
  items?: Record<string, string>
}

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover'

/**
 * A privacy or terms page from legal.json: sections with a title, an opening paragraph, an optional list
 * and closing paragraphs. Texts may hold <email>, <sprint>, <privacy> and <strong> tags.
 */
export function LegalDocument({ page, updatedOn }: { page: 'privacy' | 'terms'; updatedOn: string }) {
  const { t, i18n } = useTranslation()
  const { profile } = useRootData()
  const sections = t(`legal.${page}.sections`, { returnObjects: true }) as unknown as Record<
    string,
    SectionText
  >
  const values = { name: profile.name, location: profile.location, email: profile.email }
  const components = {
    email: (
      <a href={`mailto:${profile.email}`} className={`${linkClass} break-all`}>
        {profile.email}
      </a>
    ),
    sprint: <Link to="/ai-strategy-sprint" className={linkClass} />,
    privacy: <Link to="/privacy" className={linkClass} />,
    strong: <strong className="font-semibold text-foreground" />,
  }
  const updated = formatCalendarDate(new Date(`${updatedOn}T00:00:00Z`), i18n.language, 'long')
  const rich = (key: string) => <Trans i18nKey={key} values={values} components={components} />

  return (
    <article className="site-container band-y *:max-w-3xl">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {t(`legal.${page}.title`)}
        </h1>
        <p className="mt-3 text-sm text-muted-foreground">{t('legal.lastUpdated', { date: updated })}</p>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
          {t(`legal.${page}.intro`, values)}
        </p>
      </header>

      <nav
        aria-labelledby={`${page}-contents`}
        className="mt-10 rounded-xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id={`${page}-contents`} className="text-sm font-semibold uppercase tracking-wide text-foreground">
          {t('legal.onThisPage')}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {Object.entries(sections).map(([id, section]) => (
            <li key={id}>
              <a
                href={`#${page}-${id}`}
                className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {Object.entries(sections).map(([id, section]) => {
          const base = `legal.${page}.sections.${id}`
          const [first, ...rest] = Object.keys(section.paragraphs ?? {})
          return (
            <section key={id} aria-labelledby={`${page}-${id}`}>
              <h2 id={`${page}-${id}`} className="text-xl font-semibold text-foreground sm:text-2xl">
                {section.title}
              </h2>
              <div className="mt-3 space-y-4 leading-relaxed text-muted-foreground">
                {first ? <p>{rich(`${base}.paragraphs.${first}`)}</p> : null}
                {section.items ? (
                  <ul className="list-disc space-y-2 pl-6 marker:text-primary">
                    {Object.keys(section.items).map((item) => (
                      <li key={item}>{rich(`${base}.items.${item}`)}</li>
                    ))}
                  </ul>
                ) : null}
                {rest.map((paragraph) => (
                  <p key={paragraph}>{rich(`${base}.paragraphs.${paragraph}`)}</p>
                ))}
              </div>
            </section>
          )
        })}
      </div>
    </article>
  )
}
