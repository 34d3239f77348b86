import { type TranslationLanguage, translationLanguages } from '~/content-types/translations.ts'
import { languageNamesInEnglish } from '~/i18n/config.ts'
import { cn } from '~/lib/cn.ts'
import type { FieldErrors } from '~/lib/form-submission.ts'

/** The language a form's tab shows: English is the record itself, the others its translations. */
export type EditorLanguage = 'en' | TranslationLanguage

export const editorLanguages: readonly EditorLanguage[] = ['en', ...translationLanguages]
export const languageLabels: Record<EditorLanguage, string> = languageNamesInEnglish

export const languageTabId = (idPrefix: string, language: EditorLanguage) => `${idPrefix}-tab-${language}`
export const languagePanelId = (idPrefix: string) => `${idPrefix}-panel`

/** The language of a form control: `title@es` is Spanish, `title` English. */
export function languageOfControl(key: string): EditorLanguage {
  const [, language] = key.split('@') as [string, TranslationLanguage | undefined]
  return language ?? 'en'
}

const hasErrorIn = (errors: FieldErrors, language: EditorLanguage) =>
  Object.entries(errors).some(([key, message]) => message && languageOfControl(key) === language)

const missingMarkClass =
  'rounded-full bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'

/**
 * A form's tab per language (arrow keys move between them), each telling how many translations it
 * still lacks, or that one of its fields needs checking. The panel below carries
 * `languagePanelId(idPrefix)` and is labelled by the selected tab.
 */
export function LanguageTabs({
  idPrefix,
  language,
  onChange,
  missingIn,
  errors,
}: {
  idPrefix: string
  language: EditorLanguage
  onChange: (language: EditorLanguage) => void
  /** How many fields have English but nothing yet in `language`. */
  missingIn: (language: TranslationLanguage) => number
  errors: FieldErrors
}) {
  return (
    <div
      role="tablist"
      aria-label="Language"
      className="mb-5 flex flex-wrap gap-1 rounded-lg border border-border bg-muted/40 p-1"
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
        if (!step) return
        event.preventDefault()
        const count = editorLanguages.length
        const next = editorLanguages[(editorLanguages.indexOf(language) + step + count) % count]!
        onChange(next)
        document.getElementById(languageTabId(idPrefix, next))?.focus()
      }}
    >
      {editorLanguages.map((each) => {
        const missing = each === 'en' ? 0 : missingIn(each)
        const selected = each === language
        return (
          <button
            key={each}
            id={languageTabId(idPrefix, each)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={languagePanelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(each)}
            className={cn(
              'flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors',
              selected ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {languageLabels[each]}
            {hasErrorIn(errors, each) ? (
              <span className="rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">
                Check
              </span>
            ) : missing > 0 ? (
              <span className={missingMarkClass}>{missing} missing</span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}

/** What a translation tab says first: a blank field shows the English, and the exceptions to that. */
export function TranslationNote({
  language,
  rules = [],
}: {
  language: TranslationLanguage
  rules?: string[]
}) {
  return (
    <div className="space-y-1 text-sm text-muted-foreground">
      <p>Leave a field blank to show the English on the {languageLabels[language]} pages.</p>
      {rules.map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
    </div>
  )
}

/** A translation control's label, marked while the field has English but no translation. */
export function TranslationLabel({ label, missing }: { label: string; missing: boolean }) {
  return (
    <>
      {label}
      {missing ? <span className={cn('ml-2 py-0.5 font-medium', missingMarkClass)}>Missing</span> : null}
    </>
  )
}
