/**
 * The demo's figures (spec §9): By the Numbers, the hero's three and the two that count up beside the
 * skill bars. Seeded into the stats table when it is made (app/content-types/starting-content.server.ts).
 */
export const stats = [
  {
    label: 'Active Projects',
    value: 25,
    prefix: '',
    suffix: '+',
    icon: 'folder',
    inHero: 0,
    countsUp: 0,
    countUpLabel: '',
    translations: {
      es: { label: 'Proyectos activos', suffix: '+' },
      fr: { label: 'Projets actifs', suffix: '+' },
    },
  },
  {
    label: 'Budget Managed',
    value: 38,
    prefix: '$',
    suffix: 'M',
    icon: 'dollar',
    inHero: 1,
    countsUp: 1,
    countUpLabel: 'Portfolio Value',
    translations: {
      // "38 M$": no prefix, the suffix after a space.
      es: { label: 'Presupuesto gestionado', countUpLabel: 'Valor de la cartera', prefix: '', suffix: 'M$' },
      fr: { label: 'Budget géré', countUpLabel: 'Valeur du portefeuille', prefix: '', suffix: 'M$' },
    },
  },
  {
    label: 'Organizations',
    value: 152,
    prefix: '',
    suffix: '',
    icon: 'building',
    inHero: 1,
    countsUp: 0,
    countUpLabel: '',
    translations: { es: { label: 'Organizaciones' }, fr: { label: 'Organisations' } },
  },
  {
    label: 'Years Experience',
    value: 15,
    prefix: '',
    suffix: '+',
    icon: 'calendar',
    inHero: 1,
    countsUp: 1,
    countUpLabel: 'Years Experience',
    translations: {
      es: { label: 'Años de experiencia', countUpLabel: 'Años de experiencia', suffix: '+' },
      fr: { label: "Années d'expérience", countUpLabel: "Années d'expérience", suffix: '+' },
    },
  },
] as const
