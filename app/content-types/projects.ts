import { projectCategories, projectCategoryLabels, projectTagSuggestions } from '~/schemas/categories.ts'
import { defineContentType } from './definition.ts'
import { choice, image, link, longText, slug, tags, text, yesNo } from './fields.ts'

export const projectType = defineContentType({
  key: 'projects',
  table: 'projects',
  cacheKind: 'project',
  noun: 'project',
  order: 'newest',
  tracksUpdates: true,
  fields: {
    title: text('Title', 200, { translatable: true }),
    slug: slug(),
    description: longText('Description', 5000, { control: 'long-text', rows: 4, translatable: true }),
    category: choice('Category', projectCategories, projectCategoryLabels),
    technologies: tags('Technologies', {
      maxItems: 30,
      maxLength: 60,
      requiredMessage: 'At least one technology is required',
      suggestions: projectTagSuggestions,
      suggestionNoun: 'technology',
      placeholder: 'Python, Azure OpenAI, Power BI',
    }),
    imageUrl: image('Image URL', 'Preview of the project image'),
    liveUrl: link('Live URL'),
    demoUrl: link('Demo URL'),
    caseStudyUrl: link('Case Study URL'),
    featured: yesNo('Featured', 0, 'Shown among the featured projects on the home page.'),
  },
  admin: {
    path: 'projects',
    title: 'Projects',
    subtitle: 'Manage your portfolio projects',
    buttonNoun: 'Project',
    emptyText: 'Get started by creating your first project',
    emptyAction: 'Create First Project',
    icon: 'projects',
    toastTitle: 'Success',
    idPrefix: 'project',
    dialogClassName: 'max-w-3xl!',
    layout: [
      { row: ['title', 'slug'] },
      'description',
      { row: ['category', 'technologies'] },
      'imageUrl',
      { row: ['liveUrl', 'demoUrl', 'caseStudyUrl'], columns: 3 },
      'featured',
    ],
    card: {
      heading: (project) => project.title,
      badges: (project) => [
        ...(project.featured === 1 ? [{ label: 'Featured', variant: 'default' as const }] : []),
        { label: projectCategoryLabels[project.category] ?? project.category, variant: 'outline' },
      ],
      text: (project) => project.description,
      chips: { label: 'Technologies', of: (project) => project.technologies },
      link: (project) =>
        project.demoUrl ? { href: project.demoUrl, label: 'Demo', about: `of ${project.title}` } : null,
    },
  },
})
