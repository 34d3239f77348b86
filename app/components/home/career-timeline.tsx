import { Badge } from '~/components/ui/badge.tsx'
import { Briefcase, MapPin } from '~/components/ui/icons.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { ShownCareerEntry } from '~/lib/home-content.ts'

/** The positions held, in the owner's order: content only, kept as the server rendered it on a first load. */
export function CareerTimeline({ entries }: { entries: ShownCareerEntry[] }) {
  const { t } = useTranslation()
  return (
    <ol className="relative ml-[11px] space-y-10 border-l-2 border-border pl-6 sm:pl-8">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[37px] top-1 flex h-6 w-6 items-center justify-center rounded-full border-2 border-primary bg-background text-primary sm:-left-[45px]"
          >
            <Briefcase className="h-3 w-3" />
          </span>
          <p lang={fallbackLang(entry, 'period')} className="text-sm font-semibold text-primary">
            {entry.period}
          </p>
          <h3 lang={fallbackLang(entry, 'title')} className="mt-1 text-xl font-semibold text-foreground">
            {entry.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{entry.company}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
              {entry.location}
            </span>
          </p>
          <p lang={fallbackLang(entry, 'description')} className="mt-3 text-muted-foreground">
            {entry.description}
          </p>
          {entry.highlights.length > 0 ? (
            <>
              <h4 className="mt-4 text-sm font-semibold text-foreground">
                {t('home.experience.highlights')}
              </h4>
              <ul
                lang={fallbackLang(entry, 'highlights')}
                className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground marker:text-primary"
              >
                {entry.highlights.map((highlight, index) => (
                  // Highlights have no identity of their own: their place is what the owner edits.
                  <li key={index}>{highlight.text}</li>
                ))}
              </ul>
            </>
          ) : null}
          {entry.technologies.length > 0 ? (
            <>
              <h4 className="sr-only">{t('home.experience.technologies')}</h4>
              <ul className="mt-4 flex flex-wrap gap-2">
                {entry.technologies.map((technology) => (
                  <li key={technology}>
                    <Badge variant="muted">{technology}</Badge>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
