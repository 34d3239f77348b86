import type { InputOf } from '~/content-types/definition.ts'
import type { meetingTypeType } from '~/content-types/meeting-types.ts'
import type { TranslationLanguage } from '~/content-types/translations.ts'

type MeetingTypeSeed = InputOf<(typeof meetingTypeType)['fields']> & {
  translations: Record<TranslationLanguage, { name: string; description: string }>
}

/** The meetings a new site offers; the site's Book buttons link to these two slugs. */
export const meetingTypes: MeetingTypeSeed[] = [
  {
    name: 'Free 30-minute consult',
    slug: 'free-consult',
    durationMinutes: 30,
    description:
      'A first conversation about where you are and where you want to go: your goals, your constraints, and whether I am the right person to help. You leave with two or three concrete next steps either way.',
    locationKind: 'video',
    location: 'https://meet.jordanavery.consulting/consult',
    bookable: 1,
    translations: {
      es: {
        name: 'Consulta gratuita de 30 minutos',
        description:
          'Una primera conversación sobre dónde está y adónde quiere llegar: sus objetivos, sus limitaciones y si soy la persona adecuada para ayudarle. En cualquier caso, se llevará dos o tres próximos pasos concretos.',
      },
      fr: {
        name: 'Consultation gratuite de 30 minutes',
        description:
          'Un premier échange sur votre situation et vos ambitions : vos objectifs, vos contraintes, et si je suis la bonne personne pour vous aider. Dans tous les cas, vous repartez avec deux ou trois prochaines étapes concrètes.',
      },
    },
  },
  {
    name: 'Sprint discovery call',
    slug: 'sprint-discovery-call',
    durationMinutes: 45,
    description:
      'Before you commit to the two-week AI Strategy Sprint: we walk through your use cases, the data and systems involved, and which plan fits. Bring the people who will own the roadmap.',
    locationKind: 'video',
    location: 'https://meet.jordanavery.consulting/sprint',
    bookable: 1,
    translations: {
      es: {
        name: 'Llamada de descubrimiento del Sprint',
        description:
          'Antes de comprometerse con el Sprint de Estrategia de IA de dos semanas: repasamos sus casos de uso, los datos y sistemas implicados y qué plan le conviene. Traiga a las personas que serán responsables de la hoja de ruta.',
      },
      fr: {
        name: 'Appel de découverte du Sprint',
        description:
          'Avant de vous engager dans le Sprint Stratégie IA de deux semaines : nous passons en revue vos cas d’usage, les données et systèmes concernés, et la formule qui vous convient. Venez avec les personnes qui porteront la feuille de route.',
      },
    },
  },
]
