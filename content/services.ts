/** The demo's four pillars (spec §1), seeded into the service pillars table. */
export const servicePillars = [
  {
    title: 'AI Strategy and Product Development',
    summary:
      'Find the AI use cases worth funding, prove them quickly and take them into production responsibly.',
    points: [
      { text: 'AI readiness assessments and 90-day roadmaps' },
      { text: 'Rapid prototypes that test value with real users' },
      { text: 'Responsible AI governance and use-case inventories' },
      { text: 'Vendor evaluation and acquisition support' },
    ],
    icon: 'sparkles',
    caseStudiesUrl: '/case-studies',
    translations: {
      es: {
        title: 'Estrategia de IA y desarrollo de productos',
        summary:
          'Identifique los casos de uso de IA que merecen financiación, demuestre su valor con rapidez y llévelos a producción de forma responsable.',
        points: [
          { text: 'Evaluaciones de preparación para la IA y hojas de ruta a 90 días' },
          { text: 'Prototipos rápidos que validan el valor con usuarios reales' },
          { text: 'Gobernanza responsable de la IA e inventarios de casos de uso' },
          { text: 'Evaluación de proveedores y apoyo en las adquisiciones' },
        ],
      },
      fr: {
        title: 'Stratégie IA et développement de produits',
        summary:
          "Repérez les cas d'usage de l'IA qui méritent un financement, prouvez leur valeur rapidement et mettez-les en production de manière responsable.",
        points: [
          { text: 'Évaluations de maturité IA et feuilles de route à 90 jours' },
          { text: 'Prototypes rapides testés auprès de vrais utilisateurs' },
          { text: "Gouvernance responsable de l'IA et inventaires des cas d'usage" },
          { text: 'Évaluation des fournisseurs et appui aux achats' },
        ],
      },
    },
  },
  {
    title: 'Enterprise IT and Compliance',
    summary: 'Modernize infrastructure and delivery while keeping authorizations and audits on track.',
    points: [
      { text: 'Cloud migration and modernization planning' },
      { text: 'FedRAMP and FISMA authorization readiness' },
      { text: 'Security architecture and phased zero trust' },
      { text: 'Program management office setup and portfolio governance' },
    ],
    icon: 'shield',
    caseStudiesUrl: '/case-studies',
    translations: {
      es: {
        title: 'TI empresarial y cumplimiento normativo',
        summary:
          'Modernice la infraestructura y la entrega manteniendo al día las autorizaciones y auditorías.',
        points: [
          { text: 'Planificación de migración y modernización a la nube' },
          { text: 'Preparación para autorizaciones FedRAMP y FISMA' },
          { text: 'Arquitectura de seguridad y confianza cero por fases' },
          { text: 'Creación de oficinas de gestión de programas y gobernanza de carteras' },
        ],
      },
      fr: {
        title: "Informatique d'entreprise et conformité",
        summary:
          "Modernisez l'infrastructure et la livraison tout en gardant autorisations et audits sur la bonne voie.",
        points: [
          { text: 'Planification de la migration et de la modernisation vers le cloud' },
          { text: 'Préparation aux autorisations FedRAMP et FISMA' },
          { text: 'Architecture de sécurité et zero trust par étapes' },
          { text: 'Mise en place de bureaux de gestion de programmes et gouvernance de portefeuille' },
        ],
      },
    },
  },
  {
    title: 'Sustainable Tech Solutions',
    summary: 'Make the environmental cost of technology visible and reduce it without slowing the mission.',
    points: [
      { text: 'Carbon accounting for cloud and data-center estates' },
      { text: 'Energy-aware architecture and procurement criteria' },
      { text: 'Sustainability dashboards and climate reporting' },
    ],
    icon: 'leaf',
    caseStudiesUrl: '/case-studies',
    translations: {
      es: {
        title: 'Soluciones tecnológicas sostenibles',
        summary: 'Haga visible el coste ambiental de la tecnología y redúzcalo sin frenar la misión.',
        points: [
          { text: 'Contabilidad de carbono para la nube y los centros de datos' },
          { text: 'Arquitectura y criterios de compra conscientes del consumo energético' },
          { text: 'Paneles de sostenibilidad e informes climáticos' },
        ],
      },
      fr: {
        title: 'Solutions technologiques durables',
        summary:
          'Rendez visible le coût environnemental du numérique et réduisez-le sans ralentir la mission.',
        points: [
          { text: 'Comptabilité carbone du cloud et des centres de données' },
          { text: "Architecture et critères d'achat sobres en énergie" },
          { text: 'Tableaux de bord de durabilité et reporting climat' },
        ],
      },
    },
  },
  {
    title: 'UX and Change Enablement',
    summary: 'Design services people can use and help teams adopt new ways of working.',
    points: [
      { text: 'Section 508 and WCAG accessibility programs' },
      { text: 'User research and plain-language service design' },
      { text: 'Training and playbooks for staff and leaders' },
      { text: 'Adoption measurement and change management' },
    ],
    icon: 'users',
    caseStudiesUrl: '/case-studies',
    translations: {
      es: {
        title: 'Experiencia de usuario y gestión del cambio',
        summary:
          'Diseñe servicios que la gente pueda usar y ayude a los equipos a adoptar nuevas formas de trabajar.',
        points: [
          { text: 'Programas de accesibilidad Sección 508 y WCAG' },
          { text: 'Investigación con usuarios y diseño de servicios en lenguaje claro' },
          { text: 'Formación y guías prácticas para personal y directivos' },
          { text: 'Medición de la adopción y gestión del cambio' },
        ],
      },
      fr: {
        title: 'Expérience utilisateur et conduite du changement',
        summary:
          'Concevez des services utilisables par tous et aidez les équipes à adopter de nouvelles façons de travailler.',
        points: [
          { text: "Programmes d'accessibilité Section 508 et WCAG" },
          { text: 'Recherche utilisateur et conception de services en langage clair' },
          { text: 'Formations et guides pour les équipes et les dirigeants' },
          { text: "Mesure de l'adoption et conduite du changement" },
        ],
      },
    },
  },
] as const
