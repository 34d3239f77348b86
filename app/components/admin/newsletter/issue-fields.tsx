import { TextField } from '~/components/admin/content/form-fields.tsx'
import { MarkdownPreview } from '~/components/admin/markdown-preview.tsx'
import type { IssueDetail } from '~/services/errors.ts'
import { issueBodyMaxLength, issueSubjectMaxLength } from './issue-input.ts'

export type IssueDraft = { subject: string; body: string }

/** The message the server gave for one field, if it refused it. */
export function fieldError(issues: IssueDetail[] | undefined, field: keyof IssueDraft): string | undefined {
  return issues?.find((issue) => issue.path === field)?.message
}

/** Subject and markdown body side by side with the live preview (stacked on narrow screens). */
export function IssueFields({
  idPrefix,
  draft,
  onChange,
  issues,
  previewPaused,
  initialHtml,
  headingLevel,
}: {
  idPrefix: string
  draft: IssueDraft
  onChange: (draft: IssueDraft) => void
  issues?: IssueDetail[]
  previewPaused: boolean
  initialHtml?: string
  headingLevel?: 2 | 3
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <TextField
          id={`${idPrefix}-subject`}
          name="subject"
          label="Subject"
          required
          maxLength={issueSubjectMaxLength}
          value={draft.subject}
          onChange={(event) => onChange({ ...draft, subject: event.currentTarget.value })}
          error={fieldError(issues, 'subject')}
        />
        <TextField
          id={`${idPrefix}-body`}
          name="body"
          label="Body"
          required
          multiline
          rows={16}
          maxLength={issueBodyMaxLength}
          hint="Markdown: # headings, **bold**, *italic*, lists, > quotes and [links](https://…), as in blog posts."
          value={draft.body}
          onChange={(event) => onChange({ ...draft, body: event.currentTarget.value })}
          error={fieldError(issues, 'body')}
        />
      </div>
      <MarkdownPreview
        markdown={draft.body}
        field="body"
        name="issue"
        emptyText="The formatted email appears here as you write."
        headingLevel={headingLevel}
        initialHtml={initialHtml}
        paused={previewPaused}
      />
    </div>
  )
}
