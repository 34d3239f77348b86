import type { OwnerProfile } from '../app/schemas/admin.ts'

export type { OwnerProfile }

/** The seeded owner; the admin's site settings override these values field by field. */
export const defaultOwnerProfile: OwnerProfile = {
  name: 'Jordan Avery',
  title: 'IT Strategy, AI & Digital Transformation Consultant',
  description:
    'I help federal agencies and enterprises turn AI and modernization goals into delivered, compliant, human-centered programs.',
  experience:
    '15+ years leading IT portfolios of up to $38M across federal, nonprofit and commercial organizations.',
  location: 'Rockville, MD',
  email: 'hello@jordanavery.consulting',
  phone: '+1 (301) 555-0142',
  website: 'https://jordanavery.consulting',
  photoUrl: '/images/owner-portrait.svg',
  bookingUrl: 'https://cal.com/jordan-avery/free-consult',
  bookingMode: 'site',
  linkedinUrl: 'https://www.linkedin.com/in/jordan-avery-consulting',
  githubUsername: undefined,
  twitterUrl: undefined,
  translations: {
    es: {
      title: 'Consultor de estrategia de TI, IA y transformación digital',
      description:
        'Ayudo a agencias federales y empresas a convertir sus objetivos de IA y modernización en programas entregados, conformes a la normativa y centrados en las personas.',
      experience:
        'Más de 15 años dirigiendo carteras de TI de hasta 38 millones de dólares en organizaciones federales, sin fines de lucro y comerciales.',
      location: 'Rockville, Maryland (EE. UU.)',
    },
    fr: {
      title: 'Consultant en stratégie IT, IA et transformation numérique',
      description:
        "J'aide les agences fédérales et les entreprises à transformer leurs objectifs d'IA et de modernisation en programmes livrés, conformes et centrés sur l'humain.",
      experience:
        "Plus de 15 ans à la tête de portefeuilles informatiques allant jusqu'à 38 millions de dollars, dans des organisations fédérales, associatives et commerciales.",
      location: 'Rockville, Maryland (États-Unis)',
    },
  },
}
