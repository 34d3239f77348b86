import { DateTime } from 'luxon'
import type { Language } from '~/i18n/config.ts'
import type { BookingRow } from '../../db/schema.ts'
import { compose, type EmailContent, greeting, labelled } from '../mail/templates.server.ts'
import type { SiteProfile } from '../settings.server.ts'
import { offsetLabel, timeLabel, whenLabel, zoneLabel } from './zones.server.ts'

/** The links every email about a booking carries: its page, and adding it to a calendar. */
export type BookingLinks = {
  manage: string
  book: string
  google: string
  outlook: string
  ics: string
  admin: string
}

type VisitorTexts = {
  minutes: (count: number) => string
  labels: { when: string; length: string; where: string; topic: string; organization: string }
  where: Record<string, string>
  manage: string
  google: string
  outlook: string
  ics: string
  bookAgain: string
  invitation: {
    subject: (what: string, when: string) => string
    lead: (what: string) => string
    note: string
  }
  update: { subject: (what: string, when: string) => string; lead: (what: string) => string }
  cancellation: {
    subject: (what: string, when: string) => string
    lead: (what: string) => string
    note: string
  }
  reminder24: { subject: (what: string, time: string) => string; lead: (what: string) => string }
  reminder1: { subject: (what: string, time: string) => string; lead: (what: string) => string }
  join: string
}

const visitorTexts: Record<Language, VisitorTexts> = {
  en: {
    minutes: (count) => `${count} minutes`,
    labels: { when: 'When', length: 'Length', where: 'Where', topic: 'Topic', organization: 'Organization' },
    where: { video: 'Video call', phone: 'Phone call', 'in-person': 'In person' },
    manage: 'Reschedule or cancel',
    google: 'Add to Google Calendar',
    outlook: 'Add to Outlook',
    ics: 'Download for Apple Calendar (.ics)',
    bookAgain: 'Book another time',
    invitation: {
      subject: (what, when) => `Booked: ${what}, ${when}`,
      lead: (what) =>
        `Your ${what} is booked. The invitation is attached: open it to add the meeting to your calendar.`,
      note: 'Something came up? Use the link below to move or cancel the meeting; the time is then free for someone else.',
    },
    update: {
      subject: (what, when) => `Moved: ${what}, now ${when}`,
      lead: (what) => `Your ${what} has moved to a new time. The updated invitation is attached.`,
    },
    cancellation: {
      subject: (what, when) => `Cancelled: ${what}, ${when}`,
      lead: (what) => `Your ${what} is cancelled, and it is removed from your calendar.`,
      note: 'If you would still like to talk, pick another time whenever suits you.',
    },
    reminder24: {
      subject: (what, time) => `Tomorrow at ${time}: ${what}`,
      lead: (what) => `A reminder: your ${what} is tomorrow.`,
    },
    reminder1: {
      subject: (what, time) => `In one hour, at ${time}: ${what}`,
      lead: (what) => `A reminder: your ${what} starts in one hour.`,
    },
    join: 'Join the call',
  },
  es: {
    minutes: (count) => `${count} minutos`,
    labels: {
      when: 'Cuándo',
      length: 'Duración',
      where: 'Dónde',
      topic: 'Tema',
      organization: 'Organización',
    },
    where: { video: 'Videollamada', phone: 'Llamada telefónica', 'in-person': 'En persona' },
    manage: 'Cambiar la hora o cancelar',
    google: 'Añadir a Google Calendar',
    outlook: 'Añadir a Outlook',
    ics: 'Descargar para Calendario de Apple (.ics)',
    bookAgain: 'Reservar otra hora',
    invitation: {
      subject: (what, when) => `Reservada: ${what}, ${when}`,
      lead: (what) =>
        `Su reunión «${what}» está reservada. La invitación va adjunta: ábrala para añadir la reunión a su calendario.`,
      note: '¿Le ha surgido algo? Use el enlace de abajo para cambiar la hora o cancelar; así la hora queda libre para otra persona.',
    },
    update: {
      subject: (what, when) => `Nueva hora: ${what}, ahora ${when}`,
      lead: (what) => `Su reunión «${what}» tiene una nueva hora. La invitación actualizada va adjunta.`,
    },
    cancellation: {
      subject: (what, when) => `Cancelada: ${what}, ${when}`,
      lead: (what) => `Su reunión «${what}» está cancelada y se quita de su calendario.`,
      note: 'Si todavía quiere que hablemos, elija otra hora cuando le convenga.',
    },
    reminder24: {
      subject: (what, time) => `Mañana a las ${time}: ${what}`,
      lead: (what) => `Un recordatorio: su reunión «${what}» es mañana.`,
    },
    reminder1: {
      subject: (what, time) => `Dentro de una hora, a las ${time}: ${what}`,
      lead: (what) => `Un recordatorio: su reunión «${what}» empieza dentro de una hora.`,
    },
    join: 'Unirse a la llamada',
  },
  fr: {
    minutes: (count) => `${count} minutes`,
    labels: { when: 'Quand', length: 'Durée', where: 'Où', topic: 'Sujet', organization: 'Organisation' },
    where: { video: 'Visioconférence', phone: 'Appel téléphonique', 'in-person': 'En personne' },
    manage: 'Déplacer ou annuler',
    google: 'Ajouter à Google Agenda',
    outlook: 'Ajouter à Outlook',
    ics: 'Télécharger pour Calendrier Apple (.ics)',
    bookAgain: 'Réserver un autre créneau',
    invitation: {
      subject: (what, when) => `Réservé : ${what}, ${when}`,
      lead: (what) =>
        `Votre rendez-vous « ${what} » est réservé. L’invitation est jointe : ouvrez-la pour l’ajouter à votre agenda.`,
      note: 'Un empêchement ? Le lien ci-dessous permet de déplacer ou d’annuler le rendez-vous ; le créneau est alors libéré.',
    },
    update: {
      subject: (what, when) => `Déplacé : ${what}, désormais ${when}`,
      lead: (what) => `Votre rendez-vous « ${what} » a été déplacé. L’invitation mise à jour est jointe.`,
    },
    cancellation: {
      subject: (what, when) => `Annulé : ${what}, ${when}`,
      lead: (what) => `Votre rendez-vous « ${what} » est annulé et retiré de votre agenda.`,
      note: 'Si vous souhaitez toujours échanger, choisissez un autre créneau quand cela vous convient.',
    },
    reminder24: {
      subject: (what, time) => `Demain à ${time} : ${what}`,
      lead: (what) => `Petit rappel : votre rendez-vous « ${what} » a lieu demain.`,
    },
    reminder1: {
      subject: (what, time) => `Dans une heure, à ${time} : ${what}`,
      lead: (what) => `Petit rappel : votre rendez-vous « ${what} » commence dans une heure.`,
    },
    join: 'Rejoindre l’appel',
  },
}

const languageOf = (booking: BookingRow): Language =>
  booking.language === 'es' || booking.language === 'fr' ? booking.language : 'en'

/** The meeting's start in the visitor's zone, in full, with the zone named. */
function visitorWhen(booking: BookingRow, language: Language): string {
  const start = DateTime.fromISO(booking.startAt, { zone: booking.timeZone })
  return `${whenLabel(start, language)} (${zoneLabel(booking.timeZone, language, start.toMillis())})`
}

function shortWhen(booking: BookingRow, language: Language): string {
  const start = DateTime.fromISO(booking.startAt, { zone: booking.timeZone })
  return `${whenLabel(start, language)} ${offsetLabel(booking.timeZone, start.toMillis())}`
}

function visitorDetails(booking: BookingRow, language: Language) {
  const texts = visitorTexts[language]
  const how = texts.where[booking.locationKind] ?? ''
  return {
    fields: [
      [texts.labels.when, visitorWhen(booking, language)],
      [texts.labels.length, texts.minutes(booking.durationMinutes)],
      [texts.labels.where, booking.location ? labelled(how, booking.location, language) : how],
      [texts.labels.topic, booking.topic],
    ] as Array<[string, string]>,
  }
}

export type VisitorEmailKind = 'invitation' | 'update' | 'cancellation' | 'reminder24' | 'reminder1'

/** An email to the visitor about their booking, in the language they booked in. */
export function visitorEmail(
  kind: VisitorEmailKind,
  profile: SiteProfile,
  booking: BookingRow,
  meetingName: string,
  links: BookingLinks,
): EmailContent {
  const language = languageOf(booking)
  const texts = visitorTexts[language]
  const what = meetingName
  const start = DateTime.fromISO(booking.startAt, { zone: booking.timeZone })
  const calendarLinks = [
    { label: texts.google, url: links.google },
    { label: texts.outlook, url: links.outlook },
    { label: texts.ics, url: links.ics },
  ]
  const joinAction =
    booking.locationKind === 'video' && booking.location
      ? { label: texts.join, url: booking.location }
      : undefined
  switch (kind) {
    case 'invitation':
      return compose(
        profile,
        texts.invitation.subject(what, shortWhen(booking, language)),
        [
          { paragraphs: [greeting(booking.name, language), texts.invitation.lead(what)] },
          visitorDetails(booking, language),
          { paragraphs: [texts.invitation.note] },
        ],
        { action: { label: texts.manage, url: links.manage }, links: calendarLinks, language },
      )
    case 'update':
      return compose(
        profile,
        texts.update.subject(what, shortWhen(booking, language)),
        [
          { paragraphs: [greeting(booking.name, language), texts.update.lead(what)] },
          visitorDetails(booking, language),
        ],
        { action: { label: texts.manage, url: links.manage }, links: calendarLinks, language },
      )
    case 'cancellation':
      return compose(
        profile,
        texts.cancellation.subject(what, shortWhen(booking, language)),
        [
          { paragraphs: [greeting(booking.name, language), texts.cancellation.lead(what)] },
          visitorDetails(booking, language),
          { paragraphs: [texts.cancellation.note] },
        ],
        { action: { label: texts.bookAgain, url: links.book }, language },
      )
    case 'reminder24':
    case 'reminder1': {
      const reminder = kind === 'reminder24' ? texts.reminder24 : texts.reminder1
      return compose(
        profile,
        reminder.subject(
          what,
          `${timeLabel(start, language)} ${offsetLabel(booking.timeZone, start.toMillis())}`,
        ),
        [
          { paragraphs: [greeting(booking.name, language), reminder.lead(what)] },
          visitorDetails(booking, language),
        ],
        {
          action: joinAction ?? { label: texts.manage, url: links.manage },
          links: joinAction ? [{ label: texts.manage, url: links.manage }] : [],
          language,
        },
      )
    }
  }
}

export type OwnerEmailKind = 'notification' | 'update' | 'cancellation'

/** An email to the owner about a booking, in the admin's English, the time in the owner's zone. */
export function ownerEmail(
  kind: OwnerEmailKind,
  profile: SiteProfile,
  booking: BookingRow,
  ownerZone: string,
  links: BookingLinks,
  options: { cancelledBy?: string | null; previousStartAt?: string } = {},
): EmailContent {
  const start = DateTime.fromISO(booking.startAt, { zone: ownerZone })
  const when = `${whenLabel(start, 'en')} (${zoneLabel(ownerZone, 'en', start.toMillis())})`
  const fields: Array<[string, string | null]> = [
    ['When', when],
    ['Meeting', `${booking.meetingTypeName}, ${booking.durationMinutes} minutes`],
    ['Name', booking.name],
    ['Email', booking.email],
    ['Organization', booking.organization],
    ['Their time zone', zoneLabel(booking.timeZone, 'en', start.toMillis())],
  ]
  const short = `${whenLabel(start, 'en')} ${offsetLabel(ownerZone, start.toMillis())}`
  const subject =
    kind === 'notification'
      ? `New booking: ${booking.name}, ${booking.meetingTypeName}, ${short}`
      : kind === 'update'
        ? `Booking moved: ${booking.name}, now ${short}`
        : `Booking cancelled: ${booking.name}, ${short}`
  const lead =
    kind === 'notification'
      ? `${booking.name} booked a ${booking.meetingTypeName} through the site. The invitation is attached for your calendar; they are in your leads.`
      : kind === 'update'
        ? `${booking.name} moved their ${booking.meetingTypeName}${options.previousStartAt ? ` from ${whenLabel(DateTime.fromISO(options.previousStartAt, { zone: ownerZone }), 'en')}` : ''}. The updated invitation is attached.`
        : options.cancelledBy === 'owner'
          ? `You cancelled the ${booking.meetingTypeName} with ${booking.name}; they were told, and the time is free again.`
          : `${booking.name} cancelled their ${booking.meetingTypeName}. The time is free again.`
  return compose(profile, subject, [{ paragraphs: [lead] }, { fields, quote: booking.topic }], {
    action: { label: 'Open in the admin', url: links.admin },
  })
}

/** The invitation's summary and description in the visitor's language. */
export function invitationWords(
  booking: BookingRow,
  meetingName: string,
  ownerName: string,
  links: BookingLinks,
) {
  const language = languageOf(booking)
  const texts = visitorTexts[language]
  return {
    summary: `${meetingName} · ${ownerName}`,
    description: [
      labelled(texts.labels.topic, booking.topic, language),
      booking.location ? labelled(texts.labels.where, booking.location, language) : '',
      labelled(texts.manage, links.manage, language),
    ]
      .filter(Boolean)
      .join('\n\n'),
  }
}
