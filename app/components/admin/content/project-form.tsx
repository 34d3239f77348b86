import type { FieldErrors } from '~/lib/form-submission.ts'
import type { Project } from '~/lib/models.ts'
import { projectCategories, projectCategoryLabels, projectTagSuggestions } from '~/schemas/categories.ts'
import { projectInputSchema } from '~/schemas/content.ts'
import { DialogFormFooter } from './content-dialog.tsx'
import { CheckboxField, SelectField, TextField } from './form-fields.tsx'
import {
  type FormPayload,
  projectFieldOrder,
  projectInput,
  projectPayload,
  projectValues,
  slugHint,
} from './form-values.ts'
import { ImageField } from './image-field.tsx'
import { ListField } from './list-field.tsx'
import { useEditorForm } from './use-editor-form.ts'

export function ProjectForm({
  project,
  saving,
  serverErrors,
  onDirtyChange,
  onSubmit,
  onCancel,
}: {
  project: Project | null
  saving: boolean
  serverErrors: FieldErrors
  onDirtyChange: (dirty: boolean) => void
  onSubmit: (payload: FormPayload) => void
  onCancel: () => void
}) {
  const { values, set, errors, formRef, handleSubmit } = useEditorForm({
    initial: projectValues(project),
    schema: projectInputSchema,
    toPayload: projectPayload,
    toInput: projectInput,
    fieldOrder: projectFieldOrder,
    serverErrors,
    onDirtyChange,
    onSubmit,
  })

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={saving}>
      <div className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="project-title"
            name="title"
            label="Title"
            required
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
          />
          <TextField
            id="project-slug"
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
          id="project-description"
          name="description"
          label="Description"
          required
          multiline
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            id="project-category"
            name="category"
            label="Category"
            required
            options={projectCategories.map((category) => ({
              value: category,
              label: projectCategoryLabels[category],
            }))}
            value={values.category}
            onChange={(event) => set('category', event.currentTarget.value)}
            error={errors.category}
          />
          <ListField
            id="project-technologies"
            name="technologies"
            label="Technologies"
            required
            value={values.technologies}
            onChange={(technologies) => set('technologies', technologies)}
            suggestions={projectTagSuggestions}
            suggestionNoun="technology"
            placeholder="Python, Azure OpenAI, Power BI"
            error={errors.technologies}
          />
        </div>
        <ImageField
          id="project-image"
          name="imageUrl"
          label="Image URL"
          previewAlt="Preview of the project image"
          value={values.imageUrl}
          onChange={(imageUrl) => set('imageUrl', imageUrl)}
          error={errors.imageUrl}
        />
        <div className="grid gap-5 md:grid-cols-3">
          <TextField
            id="project-live-url"
            name="liveUrl"
            label="Live URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.liveUrl}
            onChange={(event) => set('liveUrl', event.currentTarget.value)}
            error={errors.liveUrl}
          />
          <TextField
            id="project-demo-url"
            name="demoUrl"
            label="Demo URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.demoUrl}
            onChange={(event) => set('demoUrl', event.currentTarget.value)}
            error={errors.demoUrl}
          />
          <TextField
            id="project-case-study-url"
            name="caseStudyUrl"
            label="Case Study URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.caseStudyUrl}
            onChange={(event) => set('caseStudyUrl', event.currentTarget.value)}
            error={errors.caseStudyUrl}
          />
        </div>
        <CheckboxField
          id="project-featured"
          name="featured"
          label="Featured"
          hint="Shown among the featured projects on the home page."
          checked={values.featured}
          onCheckedChange={(checked) => set('featured', checked)}
        />
      </div>
      <DialogFormFooter isNew={project === null} saving={saving} onCancel={onCancel} />
    </form>
  )
}
