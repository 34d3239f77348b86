/** The demo's core competencies (spec §9), strongest first, seeded into the skills table. */
export const skills = [
  {
    name: 'AI Strategy and Implementation',
    level: 95,
    translations: {
      es: { name: 'Estrategia e implementación de IA' },
      fr: { name: "Stratégie et mise en œuvre de l'IA" },
    },
  },
  {
    name: 'Digital Transformation',
    level: 92,
    translations: { es: { name: 'Transformación digital' }, fr: { name: 'Transformation numérique' } },
  },
  {
    name: 'Federal IT Compliance',
    level: 90,
    translations: {
      es: { name: 'Cumplimiento de TI federal' },
      fr: { name: 'Conformité informatique fédérale' },
    },
  },
  {
    name: 'Enterprise Architecture',
    level: 88,
    translations: { es: { name: 'Arquitectura empresarial' }, fr: { name: "Architecture d'entreprise" } },
  },
  {
    name: 'Cybersecurity Frameworks',
    level: 85,
    translations: { es: { name: 'Marcos de ciberseguridad' }, fr: { name: 'Référentiels de cybersécurité' } },
  },
  {
    name: 'Sustainable Technology',
    level: 82,
    translations: { es: { name: 'Tecnología sostenible' }, fr: { name: 'Technologies durables' } },
  },
] as const
