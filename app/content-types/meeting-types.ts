import { defineContentType } from './definition.ts'
import { choice, longText, number, slug, text, yesNo } from './fields.ts'

export const meetingLocationKinds = ['video', 'phone', 'in-person'] as const
export type MeetingLocationKind = (typeof meetingLocationKinds)[number]

/**
 * What a visitor can book on /book/{slug}: its length, what it is for and where it happens, in the
 * owner's order (the first is where "Book a Free Consult" leads when its slug is not found).
 */
export const meetingTypeType = defineContentType({
  key: 'meetingTypes',
  table: 'meeting_types',
  cacheKind: 'meetingType',
  noun: 'meeting type',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    name: text('Name', 80, { translatable: true }),
    slug: {
      ...slug('name'),
      hint: 'Its booking page is /book/ followed by this; the site’s Book buttons link to free-consult and sprint-discovery-call.',
    },
    durationMinutes: number('Length (minutes)', { min: 10, max: 480, initial: 30 }),
    description: longText('Description', 1000, { control: 'long-text', rows: 3, translatable: true }),
    locationKind: choice('Where', meetingLocationKinds, {
      video: 'Video call',
      phone: 'Phone call',
      'in-person': 'In person',
    }),
    location: text('Video link, phone number or address', 500, {
      hint: 'Sent in the invitation: the meeting link, the number to call, or the address.',
      requiredMessage: 'Say where the meeting happens',
    }),
    bookable: yesNo(
      'Open for booking',
      1,
      'Shown on the booking pages; off keeps it without taking bookings.',
    ),
  },
  admin: {
    path: 'meeting-types',
    title: 'Meeting Types',
    subtitle: 'What visitors can book on the site, in the order shown',
    buttonNoun: 'Meeting Type',
    emptyText: 'Add the meetings visitors can book, such as a free 30-minute consult',
    emptyAction: 'Add First Meeting Type',
    icon: 'meetings',
    idPrefix: 'meeting-type',
    dialogClassName: 'max-w-3xl!',
    layout: [
      { row: ['name', 'durationMinutes'] },
      'slug',
      'description',
      { row: ['locationKind', 'location'] },
      'bookable',
    ],
    card: {
      heading: (type) => type.name,
      subheading: (type) => `${type.durationMinutes} minutes · /book/${type.slug}`,
      text: (type) => type.description,
      badges: (type) => (type.bookable ? [] : [{ label: 'Closed', variant: 'muted' }]),
      link: (type) => ({ href: `/book/${type.slug}`, label: 'View', about: type.name }),
    },
  },
})
