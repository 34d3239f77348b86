import type { FieldErrors } from '~/lib/form-submission.ts'
import type { BlogPost } from '~/lib/models.ts'
import { blogCategories, blogTagSuggestions } from '~/schemas/categories.ts'
import { blogPostInputSchema } from '~/schemas/content.ts'
import { DialogFormFooter } from './content-dialog.tsx'
import { CheckboxField, SelectField, TextField } from './form-fields.tsx'
import {
  blogPostFieldOrder,
  blogPostInput,
  blogPostPayload,
  blogPostValues,
  type FormPayload,
  slugHint,
} from './form-values.ts'
import { ImageField } from './image-field.tsx'
import { ListField } from './list-field.tsx'
import { MarkdownPreview } from './markdown-preview.tsx'
import { useEditorForm } from './use-editor-form.ts'

export function BlogPostForm({
  post,
  saving,
  serverErrors,
  onDirtyChange,
  onSubmit,
  onCancel,
}: {
  post: BlogPost | null
  saving: boolean
  serverErrors: FieldErrors
  onDirtyChange: (dirty: boolean) => void
  onSubmit: (payload: FormPayload) => void
  onCancel: () => void
}) {
  const { values, set, errors, formRef, handleSubmit } = useEditorForm({
    initial: blogPostValues(post),
    schema: blogPostInputSchema,
    toPayload: blogPostPayload,
    toInput: blogPostInput,
    fieldOrder: blogPostFieldOrder,
    serverErrors,
    onDirtyChange,
    onSubmit,
  })

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={saving}>
      <div className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="post-title"
            name="title"
            label="Title"
            required
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
          />
          <TextField
            id="post-slug"
            name="slug"
            label="Slug"
            hint={slugHint(values.slug, values.title)}
            value={values.slug}
            onChange={(event) => set('slug', event.currentTarget.value)}
            error={errors.slug}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <TextField
          id="post-excerpt"
          name="excerpt"
          label="Excerpt"
          required
          multiline
          rows={3}
          value={values.excerpt}
          onChange={(event) => set('excerpt', event.currentTarget.value)}
          error={errors.excerpt}
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <TextField
            id="post-content"
            name="content"
            label="Content"
            required
            multiline
            rows={10}
            hint="Markdown: # headings, **bold**, *italic*, > quotes, - lists and [links](https://…) to http, https or mailto addresses."
            value={values.content}
            onChange={(event) => set('content', event.currentTarget.value)}
            error={errors.content}
          />
          <MarkdownPreview markdown={values.content} paused={saving} />
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            id="post-category"
            name="category"
            label="Category"
            required
            options={blogCategories.map((category) => ({ value: category, label: category }))}
            value={values.category}
            onChange={(event) => set('category', event.currentTarget.value)}
            error={errors.category}
          />
          <ListField
            id="post-tags"
            name="tags"
            label="Tags"
            value={values.tags}
            onChange={(tags) => set('tags', tags)}
            suggestions={blogTagSuggestions}
            suggestionNoun="tag"
            placeholder="AI Strategy, Governance"
            error={errors.tags}
          />
        </div>
        <ImageField
          id="post-image"
          name="imageUrl"
          label="Image URL"
          previewAlt="Preview of the post image"
          value={values.imageUrl}
          onChange={(imageUrl) => set('imageUrl', imageUrl)}
          error={errors.imageUrl}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          <CheckboxField
            id="post-published"
            name="published"
            label="Published"
            hint="Shown on the blog; unchecked keeps it a draft."
            checked={values.published}
            onCheckedChange={(checked) => set('published', checked)}
          />
          <CheckboxField
            id="post-featured"
            name="featured"
            label="Featured"
            checked={values.featured}
            onCheckedChange={(checked) => set('featured', checked)}
          />
        </div>
      </div>
      <DialogFormFooter isNew={post === null} saving={saving} onCancel={onCancel} />
    </form>
  )
}
