import type { FieldErrors } from '~/lib/form-submission.ts'
import type { Testimonial } from '~/lib/models.ts'
import { testimonialInputSchema } from '~/schemas/content.ts'
import { DialogFormFooter } from './content-dialog.tsx'
import { SelectField, TextField } from './form-fields.tsx'
import {
  type FormPayload,
  testimonialFieldOrder,
  testimonialInput,
  testimonialPayload,
  testimonialValues,
} from './form-values.ts'
import { ImageField } from './image-field.tsx'
import { useEditorForm } from './use-editor-form.ts'

/** Spec §2: the rating select lists 5 down to 1 stars. */
const ratingOptions = [5, 4, 3, 2, 1].map((rating) => ({
  value: String(rating),
  label: rating === 1 ? '1 Star' : `${rating} Stars`,
}))

export function TestimonialForm({
  testimonial,
  saving,
  serverErrors,
  onDirtyChange,
  onSubmit,
  onCancel,
}: {
  testimonial: Testimonial | null
  saving: boolean
  serverErrors: FieldErrors
  onDirtyChange: (dirty: boolean) => void
  onSubmit: (payload: FormPayload) => void
  onCancel: () => void
}) {
  const { values, set, errors, formRef, handleSubmit } = useEditorForm({
    initial: testimonialValues(testimonial),
    schema: testimonialInputSchema,
    toPayload: testimonialPayload,
    toInput: testimonialInput,
    fieldOrder: testimonialFieldOrder,
    serverErrors,
    onDirtyChange,
    onSubmit,
  })

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={saving}>
      <div className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="testimonial-name"
            name="name"
            label="Full Name"
            required
            autoComplete="off"
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
          />
          <TextField
            id="testimonial-title"
            name="title"
            label="Job Title"
            required
            autoComplete="off"
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
          />
          <TextField
            id="testimonial-company"
            name="company"
            label="Company"
            required
            autoComplete="off"
            value={values.company}
            onChange={(event) => set('company', event.currentTarget.value)}
            error={errors.company}
          />
          <SelectField
            id="testimonial-rating"
            name="rating"
            label="Rating"
            required
            options={ratingOptions}
            value={values.rating}
            onChange={(event) => set('rating', event.currentTarget.value)}
            error={errors.rating}
          />
        </div>
        <TextField
          id="testimonial-content"
          name="content"
          label="Testimonial Content"
          required
          multiline
          rows={5}
          value={values.content}
          onChange={(event) => set('content', event.currentTarget.value)}
          error={errors.content}
        />
        <ImageField
          id="testimonial-avatar"
          name="avatarUrl"
          label="Avatar URL (Optional)"
          previewAlt="Preview of the avatar"
          value={values.avatarUrl}
          onChange={(avatarUrl) => set('avatarUrl', avatarUrl)}
          error={errors.avatarUrl}
        />
      </div>
      <DialogFormFooter isNew={testimonial === null} saving={saving} onCancel={onCancel} />
    </form>
  )
}
