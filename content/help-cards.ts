/** The demo's How I Can Help cards on /contact (spec §4), seeded into the help cards table. */
export const helpCards = [
  {
    title: 'IT Strategy & Planning',
    text: 'Roadmaps, portfolio reviews and modernization plans that tie every technology investment to mission outcomes.',
    icon: 'compass',
    translations: {
      es: {
        title: 'Estrategia y planificación de TI',
        text: 'Hojas de ruta, revisiones de cartera y planes de modernización que vinculan cada inversión tecnológica con los resultados de la misión.',
      },
      fr: {
        title: 'Stratégie et planification informatiques',
        text: 'Feuilles de route, revues de portefeuille et plans de modernisation qui relient chaque investissement technologique aux résultats de la mission.',
      },
    },
  },
  {
    title: 'Compliance & Governance',
    text: 'FITARA, ATO and Section 508 readiness built into delivery from day one instead of bolted on at the end.',
    icon: 'shield',
    translations: {
      es: {
        title: 'Cumplimiento y gobernanza',
        text: 'Preparación para FITARA, ATO y la Sección 508 integrada en la entrega desde el primer día, no añadida al final.',
      },
      fr: {
        title: 'Conformité et gouvernance',
        text: 'Préparation FITARA, ATO et Section 508 intégrée à la livraison dès le premier jour, et non ajoutée à la fin.',
      },
    },
  },
  {
    title: 'AI Implementation',
    text: 'From use-case inventory to responsible pilots in production, with governance, training and measurable results.',
    icon: 'brain',
    translations: {
      es: {
        title: 'Implementación de IA',
        text: 'Del inventario de casos de uso a pilotos responsables en producción, con gobernanza, formación y resultados medibles.',
      },
      fr: {
        title: "Mise en œuvre de l'IA",
        text: "De l'inventaire des cas d'usage aux pilotes responsables en production, avec gouvernance, formation et résultats mesurables.",
      },
    },
  },
  {
    title: 'Project Leadership',
    text: 'Program and PMO leadership that keeps complex, multi-stakeholder initiatives on schedule and on budget.',
    icon: 'clipboard',
    translations: {
      es: {
        title: 'Liderazgo de proyectos',
        text: 'Dirección de programas y PMO que mantiene iniciativas complejas y con múltiples partes interesadas dentro de plazo y presupuesto.',
      },
      fr: {
        title: 'Direction de projets',
        text: 'Direction de programmes et de PMO qui tient les initiatives complexes et multipartites dans les délais et le budget.',
      },
    },
  },
] as const
