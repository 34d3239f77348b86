/** One list per content type, used by the public filters, the admin forms and the API alike. */
export const blogCategories = ['Strategy', 'Technology', 'Leadership'] as const
export type BlogCategory = (typeof blogCategories)[number]

export const projectCategories = [
  'productivity-ai',
  'cybersecurity',
  'wellbeing-ux',
  'sustainability',
] as const
export type ProjectCategory = (typeof projectCategories)[number]

export const projectCategoryLabels: Record<ProjectCategory, string> = {
  'productivity-ai': 'Productivity & AI Ops',
  cybersecurity: 'Cybersecurity',
  'wellbeing-ux': 'Wellbeing & UX',
  sustainability: 'Sustainability',
}

/** The topic names the admin used to offer as categories; they live on as tag suggestions. */
export const blogTagSuggestions = [
  'AI Strategy',
  'Sustainability',
  'Digital Transformation',
  'Technology Leadership',
  'Innovation',
] as const

export const projectTagSuggestions = [
  'AI & Machine Learning',
  'Sustainability Tech',
  'Digital Transformation',
  'Data Analytics',
  'Process Automation',
] as const

/** The case studies' categories; the public page names them in its language (caseStudies.categories). */
export const caseStudyCategories = ['Leadership', 'Partnerships', 'Innovation', 'Advocacy'] as const
export type CaseStudyCategory = (typeof caseStudyCategories)[number]
