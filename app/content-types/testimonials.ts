import { z } from 'zod'
import { defineContentType } from './definition.ts'
import { type ChoiceFieldDeclaration, image, longText, text } from './fields.ts'

const ratingMessage = 'Rating must be a whole number from 1 to 5'

/** Spec §2: the rating select lists 5 down to 1 stars, and starts at 5. */
const rating = {
  control: 'choice',
  label: 'Rating',
  required: true,
  initial: 5,
  fallback: 5,
  wholeNumber: true,
  options: [5, 4, 3, 2, 1].map((stars) => ({
    value: String(stars),
    label: stars === 1 ? '1 Star' : `${stars} Stars`,
  })),
  schema: z.coerce
    .number({ error: ratingMessage })
    .int(ratingMessage)
    .min(1, ratingMessage)
    .max(5, ratingMessage),
} satisfies ChoiceFieldDeclaration

export const testimonialType = defineContentType({
  key: 'testimonials',
  table: 'testimonials',
  cacheKind: 'testimonial',
  noun: 'testimonial',
  order: 'newest',
  tracksUpdates: false,
  fields: {
    name: text('Full Name', 120, { requiredMessage: 'Full name is required', autoComplete: 'off' }),
    title: text('Job Title', 120, {
      requiredMessage: 'Job title is required',
      autoComplete: 'off',
      translatable: true,
    }),
    company: text('Company', 120, { autoComplete: 'off' }),
    rating,
    content: longText('Testimonial Content', 2000, {
      control: 'long-text',
      rows: 5,
      requiredMessage: 'Testimonial content is required',
      translatable: true,
    }),
    avatarUrl: image('Avatar URL (Optional)', 'Preview of the avatar'),
  },
  admin: {
    path: 'testimonials',
    title: 'Testimonials',
    subtitle: 'Manage client testimonials and reviews',
    buttonNoun: 'Testimonial',
    emptyText: 'Get started by adding your first testimonial',
    emptyAction: 'Add First Testimonial',
    icon: 'quotes',
    toastTitle: 'Success',
    idPrefix: 'testimonial',
    dialogClassName: 'max-w-2xl!',
    layout: [{ row: ['name', 'title', 'company', 'rating'] }, 'content', 'avatarUrl'],
    card: {
      heading: (testimonial) => testimonial.name,
      subheading: (testimonial) => `${testimonial.title} at ${testimonial.company}`,
      portrait: (testimonial) => ({ name: testimonial.name, url: testimonial.avatarUrl }),
      rating: (testimonial) => testimonial.rating,
      text: (testimonial) => testimonial.content,
      quoted: true,
    },
  },
})
