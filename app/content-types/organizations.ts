import { defineContentType } from './definition.ts'
import { choice, requiredImage, text } from './fields.ts'

export const organizationKinds = [
  'federal',
  'state',
  'nonprofit',
  'educational',
  'foundation',
  'consulting',
  'contractor',
  'enterprise',
] as const

export const organizationKindLabels: Record<(typeof organizationKinds)[number], string> = {
  federal: 'Federal agency',
  state: 'State or local government',
  nonprofit: 'Nonprofit',
  educational: 'Education',
  foundation: 'Foundation',
  consulting: 'Consulting firm',
  contractor: 'Government contractor',
  enterprise: 'Enterprise',
}

/** The Worked With wall on the home page: a logo per organization, in the owner's order. */
export const organizationType = defineContentType({
  key: 'organizations',
  table: 'organizations',
  cacheKind: 'organization',
  noun: 'organization',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    name: text('Name', 200, { translatable: true }),
    logoUrl: requiredImage('Logo', 'Preview of the logo'),
    alt: text('Logo description', 200, {
      translatable: true,
      hint: 'What the logo shows, for screen readers: usually the name.',
    }),
    kind: choice('Kind', organizationKinds, organizationKindLabels),
  },
  admin: {
    path: 'organizations',
    title: 'Organizations',
    subtitle: 'The Worked With wall on the home page, in the order shown',
    buttonNoun: 'Organization',
    emptyText: 'Add the organizations you have worked with; their logos show on the home page',
    emptyAction: 'Add First Organization',
    icon: 'organizations',
    idPrefix: 'organization',
    dialogClassName: 'max-w-2xl!',
    layout: [{ row: ['name', 'kind'] }, 'logoUrl', 'alt'],
    card: {
      heading: (organization) => organization.name,
      picture: (organization) => ({ url: organization.logoUrl, alt: organization.alt }),
      badges: (organization) => [{ label: organizationKindLabels[organization.kind], variant: 'outline' }],
    },
  },
})
