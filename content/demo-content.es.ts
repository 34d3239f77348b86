import type { DemoContentTranslation } from './demo-translations.ts'

/** The demo content in Spanish (usted, neutral Latin American and Peninsular usage). */
export const demoContentEs: DemoContentTranslation = {
  projects: {
    'ai-assisted-foia-request-triage': {
      title: 'Clasificación de solicitudes FOIA asistida por IA',
      description:
        'Un asistente de clasificación para una oficina federal de acceso a la información (FOIA) que ordena las solicitudes entrantes por complejidad, detecta duplicados y casi duplicados, y sugiere qué oficinas de programa deben responder. Los analistas revisan cada sugerencia antes de que se aplique, y las posibles excepciones se señalan para que las valore una persona; nunca se aplican automáticamente. El piloto redujo el tiempo medio de registro de cuatro días a menos de uno y dio a la oficina su primera previsión fiable del volumen pendiente.',
    },
    'grantbrief-application-summarizer': {
      title: 'GrantBrief: resúmenes de solicitudes de subvención',
      description:
        'Un flujo de procesamiento de documentos que extrae presupuestos, objetivos y datos de elegibilidad de las solicitudes de subvención y elabora un informe estructurado de dos páginas para cada comité evaluador. Cada cifra extraída remite a su página en el PDF original, de modo que los evaluadores pueden verificarla en segundos. Una entidad regional de financiación lo utilizó para evaluar una convocatoria de 1200 solicitudes con el mismo personal que la convocatoria anterior, de 700.',
    },
    'ai-use-case-inventory-workbench': {
      title: 'Herramienta de inventario de casos de uso de IA',
      description:
        'Un registro ligero que ayuda a una agencia a recopilar, puntuar y gobernar sus casos de uso de IA en un solo lugar, en lugar de improvisar una hoja de cálculo cada año. El registro inicial identifica los usos que afectan a derechos o a la seguridad, los responsables actualizan el estado a medida que el trabajo pasa de la exploración a la producción, y el inventario anual se convierte en una simple exportación.',
    },
    'fedramp-continuous-monitoring-dashboard': {
      title: 'Panel de monitoreo continuo FedRAMP',
      description:
        'Un panel de monitoreo continuo para un proveedor de servicios en la nube con una autorización FedRAMP Moderate. Integra los análisis mensuales de vulnerabilidades y los datos del POA&M, controla los plazos de corrección según la gravedad y genera en formato OSCAL los entregables para la agencia autorizadora. Los hallazgos vencidos se redujeron un 70 por ciento en los dos primeros trimestres tras su puesta en marcha.',
    },
    'phased-zero-trust-migration': {
      title: 'Migración por fases a confianza cero',
      description:
        'Una hoja de ruta y una migración a confianza cero para un componente de una agencia civil con 6000 empleados, secuenciadas aplicación por aplicación en lugar de en un único cambio. El programa consolidó la identidad, llevó a todos los usuarios con privilegios a una MFA resistente al phishing y situó 80 aplicaciones detrás de un acceso basado en la identidad antes de retirar la VPN heredada.',
    },
    'phishing-resilience-program': {
      title: 'Programa de resiliencia ante el phishing',
      description:
        'Un programa de resiliencia ante el phishing de un año de duración para una organización nacional sin fines de lucro, que combinó simulaciones realistas con microlecciones de dos minutos ofrecidas en el momento del clic. Las notificaciones de mensajes sospechosos se triplicaron y la tasa de clics en las campañas simuladas bajó del 19 al 4 por ciento.',
    },
    'section-508-accessibility-remediation-program': {
      title: 'Programa de corrección de accesibilidad de la Sección 508',
      description:
        'Un programa de corrección de la accesibilidad en 40 aplicaciones de cara al público de una agencia federal de prestaciones. Ahora se ejecutan comprobaciones automáticas en cada pull request, una biblioteca de componentes compartida sustituyó una docena de widgets inaccesibles y personas que usan tecnologías de apoyo prueban cada versión importante. Los defectos graves de accesibilidad abiertos pasaron de 1100 a menos de 60 en dieciocho meses.',
    },
    'pulse-employee-wellbeing-check-in': {
      title: 'Pulse: seguimiento del bienestar del personal',
      description:
        'Un seguimiento semanal del bienestar, de dos preguntas, para equipos distribuidos, diseñado desde el principio con los sindicatos y con asesoría jurídica en privacidad. Los mandos solo ven resultados agregados de grupos de ocho personas o más, y a quienes señalan una semana difícil se les ofrecen recursos de apoyo de forma privada. La participación se mantuvo por encima del 70 por ciento durante el primer año.',
    },
    'plain-language-benefits-eligibility-wizard': {
      title: 'Asistente de elegibilidad para prestaciones en lenguaje claro',
      description:
        'Un cuestionario de elegibilidad pensado primero para el móvil, creado para una organización sin fines de lucro de servicios comunitarios, que sustituyó un PDF de 14 páginas por una secuencia breve de preguntas en lenguaje claro. Funciona con lectores de pantalla y en español, y la mayoría de los residentes lo completa en menos de cinco minutos.',
    },
    'grant-portfolio-carbon-accounting-tool': {
      title: 'Contabilidad de carbono de una cartera de subvenciones',
      description:
        'Una herramienta de contabilidad de carbono que estima las emisiones asociadas a la cartera de subvenciones de una fundación, desde los viajes y las instalaciones de los beneficiarios hasta las obras financiadas. Aplica los métodos del GHG Protocol a los datos que los beneficiarios ya comunican, muestra la incertidumbre de cada cifra y permite a los responsables de programa comparar las carteras de un año a otro.',
    },
    'cloud-carbon-and-cost-dashboard': {
      title: 'Panel de carbono y costos de la nube',
      description:
        'Una vista FinOps mensual que sitúa las emisiones estimadas junto al gasto de cada carga de trabajo etiquetada en dos proveedores de nube. Programar el apagado de los entornos que no son de producción y trasladar los procesos por lotes a regiones con menos carbono redujo la huella del conjunto en un 31 por ciento estimado, y su factura en un 18 por ciento.',
    },
    'fleet-electrification-planning-model': {
      title: 'Modelo de planificación para electrificar la flota',
      description:
        'Un modelo de planificación que ayudó a una agencia estatal de transporte a decidir cuáles de sus 900 vehículos ligeros sustituir primero por modelos eléctricos, según sus ciclos de uso, la capacidad de recarga de cada depósito y el costo total de propiedad. El plan quinquenal resultante se incorporó a la solicitud presupuestaria de la agencia.',
    },
  },
  testimonials: {
    'Denise Okafor': {
      title: 'Gerente adjunta de programa',
      content:
        'Jordan convirtió una lista de deseos de dos años en un plan de 90 días que nuestra dirección podía financiar. El primer piloto estaba en producción antes del cierre del ejercicio fiscal, y nuestros evaluadores llegaron a pedir el siguiente.',
    },
    'Marcus Lindqvist': {
      title: 'Director de Seguridad de la Información',
      content:
        'Nuestro programa de confianza cero se había estancado dos veces antes de la llegada de Jordan. Secuenciarlo aplicación por aplicación nos permitió avanzar de nuevo sin que el personal clínico perdiera un solo día.',
    },
    'Priya Raman': {
      title: 'Directora de Servicios Digitales',
      content:
        'Gracias a Jordan, la accesibilidad y el lenguaje claro forman parte de nuestra manera de trabajar, no de una lista de verificación al final. Hoy los residentes completan nuestro cuestionario de elegibilidad en minutos en lugar de llamarnos para pedir ayuda.',
    },
    'Thomas Beaumont': {
      title: 'Vicepresidente de Arquitectura Empresarial',
      content:
        'El sprint de estrategia de IA nos dio en dos semanas un backlog priorizado y responsables claros. Nos habría gustado dedicar algo más de tiempo a la evaluación de los datos, pero la hoja de ruta ha resistido bien.',
    },
    'Angela Whitfield': {
      title: 'Gerente del Programa de la Sección 508',
      content:
        'En dieciocho meses pasamos de temer los hallazgos de auditoría a sentirnos orgullosos de cada versión. Jordan sentó a la misma mesa a los ingenieros, a los equipos de pruebas y a la oficina del programa.',
    },
  },
  blogPosts: {
    'leading-through-a-modernization-that-outlasts-you': {
      title: 'Liderar una modernización que le sobrevivirá',
      excerpt:
        'Los grandes programas de modernización suelen durar más que los directivos que los ponen en marcha. Así se lidera uno para que siga avanzando cuando usted ya no esté.',
      content: `Los grandes programas federales de modernización suelen durar más que el mandato de los directivos que los inician. Los cargos políticos cambian con cada administración, los directivos de carrera rotan y los gerentes de programa ascienden o se marchan a otras organizaciones. Un esfuerzo de siete años para sustituir un sistema de prestaciones o una plataforma financiera puede conocer tres CIO y cuatro gerentes de programa antes de concluir.

Quien lidera en esa situación afronta un reto poco habitual. Su tarea no es solo avanzar durante su mandato, sino dejar el programa en condiciones de continuar sin su presencia. Eso exige prioridades distintas de las que se premian en un único ciclo de evaluación del desempeño.

## Haga que el programa sea comprensible

El primer deber es que el programa resulte comprensible para alguien que llega sin contexto. Los nuevos responsables heredan un programa a través de sus documentos, sus paneles de control y las personas que se quedan. Si la justificación de las decisiones clave solo existe en la memoria de un directivo que se marcha, el siguiente responsable volverá a abrir esas decisiones y se perderán meses discutiendo cuestiones ya resueltas.

- Mantenga un breve registro de decisiones: qué se decidió, qué alternativas se consideraron y por qué
- Mantenga un resumen del programa en una página que un nuevo subsecretario pueda leer el primer día
- Asegúrese de que los datos de costo, calendario y alcance procedan de sistemas oficiales, no de la hoja de cálculo personal de alguien

## Entregue por incrementos que se sostengan por sí mismos

La protección más segura contra la cancelación o la reorientación de un programa tras un cambio de dirección es un software en funcionamiento del que la gente depende. Un programa que ya ha retirado dos módulos heredados y ha migrado a la mitad de sus usuarios es mucho más difícil de detener que uno que ha dedicado tres años a requisitos y diseño.

Estructure la hoja de ruta de modo que cada versión aporte valor aunque el programa se detuviera al día siguiente. Es una buena práctica para cualquier programa. En uno largo, además, es un seguro.

## Forme el relevo

Los líderes que planifican su sucesión invierten mucho en las personas que se quedarán. Eso significa dar al personal de carrera una verdadera autoridad de decisión en lugar de elevar cada elección, emparejar a los contratistas con personal federal para que el conocimiento se transfiera al gobierno y asegurarse de que el product owner, el arquitecto principal y el representante del oficial de contrataciones cuenten cada uno con un adjunto capaz.

También significa resistir la tentación de convertirse en el punto único de fallo del programa. Si cada reunión importante requiere su presencia, el programa se detendrá la semana en que usted se vaya.

## Proteja el relato de la misión

Todo programa largo necesita un relato claro de por qué importa, contado en función de las personas a las que sirve y no de la tecnología que utiliza. Veteranos que esperan la resolución de sus reclamaciones, pequeñas empresas que esperan la aprobación de un préstamo, familias que esperan sus prestaciones: ese relato sobrevive a los cambios de dirección mucho mejor que un diagrama de arquitectura. Los nuevos responsables adoptan los programas cuyo propósito pueden explicar a sus superiores en una sola frase.

> Probablemente usted no estará allí cuando se ponga en marcha. Lidere como si la persona que sí esté fuera a juzgar su trabajo por lo mucho que le facilitó el suyo.

## Gestione la transición de forma deliberada

Cuando sepa que se marcha, trate el traspaso como un entregable. Redacte un memorando de transición honesto que recoja lo que va bien, lo que está en riesgo, qué compromisos siguen pendientes y qué relaciones importan. Presente en persona a su sucesor a las partes interesadas clave siempre que pueda, incluido el personal de asignaciones presupuestarias y el equipo del inspector general. Resista la tentación de tomar en sus últimas semanas decisiones importantes e irreversibles con las que su sucesor tendrá que convivir.

## Una medida del éxito

Una forma útil de juzgar su paso por un programa largo es plantearse tres preguntas un año después de su salida:

- ¿Las siguientes versiones se publicaron aproximadamente según el calendario que usted dejó?
- ¿Su sucesor mantuvo las decisiones importantes que usted tomó, porque sus razones estaban claras?
- ¿Las personas que usted formó dirigen ahora partes del programa?

Si las respuestas son afirmativas, usted dirigió bien el programa, sea cual sea el nombre que figure en el anuncio del lanzamiento.`,
    },
    'fitara-scorecards-as-a-management-tool': {
      title: 'Las calificaciones FITARA como herramienta de gestión',
      excerpt:
        'La mayoría de las agencias trata la calificación FITARA como un boletín de notas que hay que justificar. Leída al revés, es uno de los instrumentos de gestión más útiles de los que dispone un CIO.',
      content: `Dos veces al año, los CIO de las agencias reciben una calificación en la tabla FITARA del Comité de Supervisión de la Cámara de Representantes, y dos veces al año se repite un ciclo previsible. Una nota baja, se convoca una reunión informativa, se pide a alguien que explique el descenso y un pequeño equipo dedica unas semanas a mejorar esa métrica concreta hasta la siguiente calificación. Después, la atención se desplaza a otra cosa.

Ese ciclo trata la calificación como un boletín de notas. Funciona mucho mejor como un cuadro de mando. Las categorías que ha medido a lo largo de los años, entre ellas la autoridad del CIO, el desarrollo incremental, la ciberseguridad, las licencias de software y la salida de los contratos de telecomunicaciones heredados, son un indicador razonable de si una organización de TI se gestiona con disciplina. Bien utilizadas, ofrecen al CIO un vocabulario común con el subsecretario, el director financiero y las oficinas de programa.

## Lea la calificación al revés

Una calificación es un indicador rezagado, construido con datos enviados meses antes. Cuando se publica, el comportamiento que la explica ya se ha producido. Lo útil es remontar cada categoría hasta el proceso interno que la genera y preguntarse quién es hoy responsable de ese proceso.

- **La autoridad del CIO** depende de si el CIO revisa realmente el gasto en TI durante la formulación del presupuesto y las grandes adquisiciones, en lugar de limitarse a firmar la certificación
- **El desarrollo incremental** depende de cómo planifican los programas sus versiones y de si los órganos de gobierno piden ver software en funcionamiento cada seis meses
- **Las licencias de software** dependen de si alguien mantiene un inventario de derechos de uso y lo compara con el uso real
- **La ciberseguridad** depende de las métricas FISMA de la agencia y de la rapidez con que se cierran los hallazgos

Cuando cada categoría tiene un responsable de proceso con nombre y apellidos, la calificación deja de ser un problema exclusivo del CIO y se convierte en una cartera de mejoras de gestión con una rendición de cuentas clara.

## Elabore una calificación interna trimestral

No espere a que el Congreso le diga cómo lo está haciendo. Reproduzca internamente el método de puntuación con sus propios datos actuales y aplíquelo cada trimestre. La primera vez lleva unos días; después, unas horas. Obtendrá dos ventajas: verá la tendencia antes que nadie desde fuera y podrá desglosar la cifra de toda la agencia por oficina o componente, que es donde la mejora realmente se produce.

Recomiendo presentar la calificación interna en el mismo comité de revisión de inversiones que examina los grandes programas. Ponerlas una junto a otra hace evidente la relación. El programa que acumula dieciocho meses de retraso sin ninguna funcionalidad publicada es también la razón por la que la nota de desarrollo incremental es una C.

## Elija una categoría por ciclo

Intentar mejorar todas las categorías a la vez suele significar no mejorar ninguna. Elija aquella en la que un cambio de gestión realista pueda mover la nota en dos ciclos de calificación, fináncielo y haga que la mejora perdure. Las licencias de software suelen ser el mejor primer objetivo, porque el trabajo, un inventario de licencias y un plan de racionalización, también genera ahorros que pueden financiar la siguiente mejora.

> Una nota mejorada manipulando una métrica volverá a bajar. Una nota mejorada cambiando la forma en que se toman las decisiones tiende a mantenerse.

## Utilícela para reforzar la posición del CIO

El uso más valioso de la calificación no es la nota, sino la conversación que permite. La categoría de autoridad del CIO, en particular, ofrece al CIO una razón externa y bipartidista para pedir un lugar real en la formulación del presupuesto, la planificación de las adquisiciones y las decisiones sobre el personal de TI. Bien planteado, el mensaje a la dirección de la agencia no es que TI quiera más control. Es que el Congreso evalúa a la agencia según si el gasto en TI está coordinado, y que este es el cambio de proceso concreto que permitiría demostrarlo.

## Qué hacer este trimestre

- Asocie cada categoría de la calificación a un proceso interno y a un responsable con nombre
- Reconstruya el método de puntuación con sus propios datos actuales y preséntelo internamente
- Elija una categoría que mejorar en los dos próximos ciclos y financie el cambio
- Lleve la calificación interna a su comité de revisión de inversiones cada trimestre

Las agencias que tratan FITARA como un ejercicio de cumplimiento dedican el mismo esfuerzo en cada ciclo y conservan poco de su valor. Las que la tratan como una herramienta de gestión dedican ese esfuerzo una sola vez y conservan el beneficio.`,
    },
    'zero-trust-without-a-big-bang': {
      title: 'Confianza cero sin un cambio de golpe',
      excerpt:
        'Los programas de confianza cero rara vez fracasan por la arquitectura; fracasan por la secuencia. Una serie de pasos pequeños y reversibles supera siempre a un cambio en un solo día.',
      content: `Los programas de confianza cero fracasan de una manera concreta. Una agencia publica una arquitectura ambiciosa, compra una gran plataforma, programa una fecha de cambio y descubre dieciocho meses después que la mitad de sus aplicaciones no pueden autenticarse a través de la nueva infraestructura, que la mesa de ayuda está desbordada y que la antigua VPN sigue funcionando porque demasiadas cosas dependen de ella. La arquitectura era sólida. La secuencia no.

Un enfoque mejor trata la confianza cero como una serie de pasos pequeños y reversibles, cada uno de los cuales reduce el riesgo por sí mismo. Ninguno exige un día D.

## Empiece por la identidad, porque todo depende de ella

Todo modelo de confianza cero sitúa la identidad en el centro, y con razón: cada control posterior decide en función de quién es el usuario y con qué solidez lo ha demostrado. Antes de tocar redes o aplicaciones, resuelva bien tres cosas:

- Un único proveedor de identidad de referencia para el personal, con los directorios heredados sincronizados con él en lugar de competir con él
- **MFA resistente al phishing** (PIV, CAC o llaves de seguridad FIDO2), primero para los usuarios con privilegios y después para todos
- Un inventario limpio y actualizado de quién tiene acceso a qué, con una revisión periódica que efectivamente retire accesos

Esta fase es poco vistosa, y es donde se concentra la mayor parte de la reducción del riesgo. Las credenciales robadas siguen siendo la vía de acceso inicial más frecuente en los informes de incidentes que reviso.

## Migre las aplicaciones de una en una

En lugar de migrar toda la red, sitúe las aplicaciones detrás de un acceso basado en la identidad, una a una. Empiece por una aplicación web con un responsable motivado, una base de usuarios modesta y compatibilidad con la autenticación moderna. Dirija el acceso a través del nuevo punto de aplicación de políticas, mantenga abierta la vía antigua durante un periodo definido, mida el impacto en la mesa de ayuda y, después, cierre la vía antigua.

Cada aplicación que migra le enseña algo: qué grupos de usuarios tienen configuraciones de dispositivo inusuales, qué contratistas necesitan un proceso de registro diferente, dónde les faltan detalles a los registros del motor de políticas. Hacia la décima aplicación, el proceso ya es rutinario. Hacia la quincuagésima, los usuarios que quedan en la VPN son tan pocos que se puede retirar.

### Ordene según el riesgo y la preparación

Ordene el backlog combinando dos puntuaciones. El riesgo abarca la sensibilidad de los datos y la exposición de la aplicación. La preparación abarca si admite la autenticación moderna, si tiene un responsable que conteste al teléfono y si alguien la ha tocado en los últimos cinco años. Las aplicaciones de alto riesgo y alta preparación van primero. Las de alto riesgo y baja preparación reciben un plan de modernización o un control compensatorio, como un intermediario de acceso aislado.

## Instrumente antes de imponer

Toda nueva política debería funcionar en modo de supervisión antes de pasar al modo de aplicación. Las comprobaciones del estado del dispositivo, las reglas de ubicación y los límites de sesión parecen razonables en una pizarra y se comportan de forma sorprendente en producción. Dos a cuatro semanas de registros mostrarán qué reglas habrían bloqueado trabajo legítimo y le permitirán corregir la regla o el dispositivo antes de que alguien se quede sin acceso.

Esto también le da los datos para informar de los avances con honestidad. El número de aplicaciones detrás de un acceso basado en la identidad, la proporción de usuarios con MFA resistente al phishing y el número de sesiones semanales en la VPN heredada son medidas mucho más significativas que el porcentaje de un diagrama de arquitectura que ya se ha comprado.

> La confianza cero es una dirección de avance, no un producto que se instala. Mida cuánto ha avanzado, no cuánto ha comprado.

## Mantenga el trabajo de red acotado y dirigido

La microsegmentación es valiosa, pero también es donde los programas se estancan. En lugar de segmentar todo el centro de datos, empiece por los activos críticos: los sistemas cuyo compromiso constituiría un incidente grave de notificación obligatoria. Segméntelos, observe los flujos y amplíe a partir de ahí.

## Un primer año realista

Para un componente de agencia de tamaño medio, un primer año realista tiene este aspecto:

- **Primer trimestre:** consolidar la identidad y dar de alta a los usuarios con privilegios en una MFA resistente al phishing
- **Segundo trimestre:** situar las diez primeras aplicaciones detrás de un acceso basado en la identidad e iniciar la supervisión del estado de los dispositivos
- **Tercer trimestre:** extender la MFA resistente al phishing a todo el personal y migrar las treinta aplicaciones siguientes
- **Cuarto trimestre:** segmentar los sistemas de mayor valor y publicar una fecha de retirada de la VPN respaldada por datos

Ninguno de esos pasos es espectacular. Juntos cambian la exposición de la agencia más que cualquier cambio de golpe, y cada uno de ellos deja a la organización más segura aunque el siguiente se retrase.`,
    },
    'measuring-the-carbon-cost-of-your-cloud-estate': {
      title: 'Medir el costo en carbono de su infraestructura en la nube',
      excerpt:
        'Usted sabe al dólar lo que cuesta su infraestructura en la nube, pero probablemente no lo que emite. Para una primera estimación creíble bastan los datos de facturación que ya tiene.',
      content: `La mayoría de las organizaciones que han migrado a la nube pueden decirle al dólar cuánto gastan en ella. Muy pocas pueden decirle cuánto emite su infraestructura en la nube. Esa brecha se está cerrando, impulsada por las obligaciones de información sobre sostenibilidad, las preguntas de clientes y financiadores en los procesos de compra, y la creciente conciencia de que la capacidad de cómputo desperdiciada es, al mismo tiempo, dinero y energía desperdiciados.

La buena noticia es que no necesita un nuevo equipo ni una nueva plataforma para obtener una primera medición creíble. Necesita un método, los datos que ya tiene y una idea clara de lo que las cifras pueden y no pueden decirle.

## Sepa qué cubren los paneles de los proveedores

Los tres grandes proveedores de nube publican ya herramientas de huella de carbono para sus clientes. Son un punto de partida razonable, y tienen limitaciones reales:

- Informan con retraso, a menudo de uno a tres meses
- Sus metodologías difieren entre proveedores, de modo que un total multinube no es una simple suma
- Algunos solo informan de las emisiones basadas en el mercado, que reflejan las compras de energía renovable, y no de las emisiones basadas en la ubicación, que reflejan la red eléctrica donde realmente se ejecuta la carga de trabajo
- La cobertura del carbono incorporado en el hardware varía y suele ser estimada

Utilícelos, pero anote qué método emplea cada uno e informe de ellos por separado hasta que pueda conciliarlos.

## Construya una estimación sencilla a partir de la facturación

Para obtener una visión coherente entre proveedores, y para las cargas de trabajo que los paneles no desglosan bien, estime las emisiones a partir de los datos de uso que ya recopila. El método es sencillo:

- Tome las horas de cómputo por familia de instancias y región, el almacenamiento por nivel y región, y la transferencia de red de su exportación de facturación
- Convierta el uso en energía estimada con los coeficientes publicados para cada tipo de recurso
- Aplique un factor de eficiencia del centro de datos propio del proveedor
- Multiplique por la intensidad de carbono de la red eléctrica de cada región

Existen herramientas de código abierto que aplican exactamente este enfoque y pueden procesar una exportación de facturación estándar en una tarde. El resultado es una estimación, no una medición, pero es coherente, repetible y lo bastante detallada como para actuar.

Si su exportación de facturación ya está en una base de datos, una primera pasada es una sola consulta. Supone una tabla de coeficientes de energía por \`usage_type\` y una tabla de intensidad de la red eléctrica por \`region\`:

\`\`\`sql
-- Kilogramos estimados de CO2e por servicio, último mes completo
SELECT b.service,
       ROUND(SUM(b.usage_quantity * c.kwh_per_unit * c.pue * g.kg_co2e_per_kwh), 1) AS kg_co2e
FROM billing_export AS b
JOIN energy_coefficients AS c ON c.usage_type = b.usage_type
JOIN grid_intensity AS g ON g.region = b.region
WHERE b.usage_date >= DATE '2026-01-01'
  AND b.usage_date < DATE '2026-02-01'
GROUP BY b.service
ORDER BY kg_co2e DESC;
\`\`\`

![Gráfico de barras de las emisiones estimadas de un mes: cómputo 4.2 toneladas de CO2e, almacenamiento 1.6, bases de datos gestionadas 1.1, transferencia de datos 0.6, analítica 0.4](/images/articles/cloud-carbon-by-service.es.svg)
*En la infraestructura de una agencia mediana, el cómputo suele ser la mayor parte de la huella, así que es lo primero que conviene revisar.*

## Identifique las tres palancas que importan

Una vez que tenga una línea de base, un pequeño número de cambios suele explicar la mayor parte de la reducción.

### Recursos inactivos y sobredimensionados

Los entornos de desarrollo y pruebas que funcionan día y noche, las instancias dimensionadas para un pico que nunca llega y el almacenamiento que nadie ha leído en años son la mayor fuente de desperdicio en casi todas las infraestructuras que reviso. Programar el apagado de los entornos que no son de producción fuera del horario laboral suele reducir su huella y su costo en más de la mitad.

### La elección de la región

La intensidad de carbono de la red eléctrica varía enormemente de una región a otra. Para las cargas de trabajo sin restricciones de residencia de datos ni de latencia, como la analítica por lotes, el entrenamiento de modelos y las copias de seguridad, elegir una región con menos carbono puede reducir sustancialmente las emisiones sin costo adicional.

La diferencia es lo bastante grande como para importar. Promedios anuales ilustrativos, redondeados; utilice las cifras que publica su proveedor:

| Región | Intensidad de la red (g CO2e/kWh) | Adecuada para |
|---|--:|---|
| Noroeste del Pacífico | 100 | Analítica por lotes, entrenamiento de modelos, copias de seguridad |
| Norte de Virginia | 350 | Cargas sensibles a la latencia y cargas FedRAMP |
| Centro de EE. UU. | 450 | Solo lo que deba ejecutarse allí |

### La arquitectura

Los servicios gestionados y sin servidor suelen funcionar con una utilización más alta que las máquinas virtuales autogestionadas, de modo que trasladar a ellos las cargas de trabajo adecuadas tiende a reducir la energía por unidad de trabajo. Es una palanca a más largo plazo, que conviene aplicar cuando los sistemas ya deben modernizarse.

## Informe junto al costo

Los informes más eficaces que he visto sitúan el carbono junto al gasto en la misma revisión mensual de FinOps. Los ingenieros ya reaccionan a los datos de costo, y mostrar **ambas cifras para el mismo recurso** justifica doblemente un cambio. Con el tiempo, añada una medida de intensidad, como las emisiones por transacción o por usuario activo, para que el crecimiento de la actividad no oculte las mejoras de eficiencia.

> Si puede etiquetar un recurso para asignar costos, puede etiquetarlo para asignar carbono. Utilice las mismas etiquetas y los mismos responsables.

## Sea honesto con la incertidumbre

Toda cifra de carbono en la nube conlleva una incertidumbre considerable, y exagerar su precisión socava la confianza. Indique en cada informe el método, las fuentes de datos y las lagunas conocidas. Una estimación creíble con salvedades claras es mucho más útil para la dirección, y para los auditores, que una cifra de apariencia precisa que nadie sabe explicar.

Empiece por la exportación de facturación del último trimestre. En un mes puede tener una línea de base, una breve lista de reducciones y un hábito de información que resistirá a medida que las exigencias se endurezcan.`,
    },
    'writing-an-ai-use-case-inventory-your-agency-can-act-on': {
      title: 'Un inventario de casos de uso de IA que su agencia pueda aprovechar de verdad',
      excerpt:
        'La mayoría de los inventarios de casos de uso de IA responden a una solicitud de datos y luego quedan olvidados. Con menos campos, mejor elegidos, y una puntuación sencilla, el mismo esfuerzo da a la dirección una cartera que puede financiar y gobernar.',
      content: `# Un inventario es una herramienta de decisión, no un trámite de cumplimiento

La mayoría de las agencias mantiene hoy un inventario de casos de uso de IA porque está obligada a ello. Muchas menos lo utilizan para decidir algo. El inventario típico es una hoja de cálculo armada a toda prisa en dos semanas antes de un plazo de presentación, con una fila por cada idea que alguien mencionó, una descripción en texto libre y una columna de estado que dice «en exploración» para casi todo. Cumple con la solicitud de datos y después queda olvidado hasta la siguiente.

No tiene por qué ser así. El mismo esfuerzo, organizado de otra manera, da a la dirección una cartera priorizada que puede financiar, dotar de personal y gobernar. Esta es la estructura que utilizo con las oficinas de programa.

## Parta de la decisión, no de la plantilla

Antes de recopilar una sola fila, anote las decisiones que el inventario debe respaldar en los dos próximos trimestres. En la mayoría de las agencias son las mismas tres:

- Qué casos de uso reciben financiación y personal en este ejercicio fiscal
- Qué casos de uso afectan a derechos o a la seguridad y necesitan una revisión adicional antes de su despliegue
- Qué contratos o herramientas existentes ya incluyen funciones de IA que nadie ha evaluado

Cada campo que añada debe servir a una de esas decisiones. Si un campo no lo hace, déjelo fuera. Un inventario más breve que se mantiene al día es mejor que uno exhaustivo que queda obsoleto en primavera.

## Los campos que importan

### Problema y responsable

Describa el problema de negocio en una frase, con las palabras del propio programa, y designe a **un único responsable** de nivel GS-14 o GS-15. No un equipo, no una oficina: una persona. Los casos de uso sin responsable son ideas, y deben ir a un backlog aparte.

### Datos y preparación

Registre dónde residen los datos, quién los administra, si contienen información de identificación personal (PII) o información controlada no clasificada (CUI) y si se han utilizado alguna vez fuera de su sistema de origen. Esta es la columna que con más frecuencia descarta un caso de uso, y es mucho más barato saberlo en el registro inicial que a los tres meses de un piloto.

### Clasificación del impacto

#### Detección de los usos que afectan a derechos o a la seguridad

Plantee las preguntas de detección en el registro inicial y no en el despliegue. ¿El resultado influye en una decisión sobre una prestación, una investigación, una determinación de elegibilidad o el empleo de alguien? Si la respuesta es sí o quizá, señálelo ahora, para que las prácticas mínimas (evaluación de impacto, pruebas en contexto, revisión humana, aviso y una vía de recurso) se planifiquen y presupuesten desde el principio en lugar de descubrirse como obstáculos.

#### IA integrada y de proveedores

Añada una columna para la IA que llegó con un producto y no con un proyecto: la función de resumen de su plataforma de gestión de expedientes, el modelo de clasificación de su herramienta de mesa de ayuda. Suelen ser los usos de mayor volumen de la agencia y los menos examinados.

Con estos campos, una entrada cabe en una pantalla. Así se lee un piloto de clasificación en el registro:

\`\`\`yaml
id: FOIA-007
problem: Las solicitudes esperan cuatro días para registrarse y asignarse
owner: Subdirección de FOIA (GS-15)
data:
  source: Sistema de gestión de casos FOIA
  contains: [PII]
  steward: Oficina de Privacidad
impact: rights-impacting  # influye en cómo se tramita una solicitud
stage: pilot
value_hours_per_year: 3000-5000
\`\`\`

## Puntúelo para que la dirección pueda priorizar

Una lista no es una cartera hasta que está ordenada. Utilizo una puntuación sencilla en dos ejes que un comité de dirección puede debatir en una hora:

- **Valor:** horas devueltas al personal, reducción de los asuntos pendientes, errores evitados o menor tiempo de espera para el público, estimado como un intervalo y no como un valor puntual
- **Viabilidad:** preparación de los datos, un responsable disponible, una vía de adquisición y el nivel de revisión de gobernanza que exige la clasificación del impacto

Represente los resultados en un gráfico y la conversación cambia. En lugar de discutir si la IA es una buena idea, el grupo discute si el piloto de clasificación de solicitudes FOIA devuelve realmente 4000 horas de trabajo al año, una discusión mucho más productiva.

Una primera pasada con tres entradas podría quedar así:

| Caso de uso | Valor | Viabilidad | Decisión |
|---|:-:|:-:|---|
| Clasificación de solicitudes FOIA | Alto | Alta | Financiar el piloto |
| Resúmenes de solicitudes de subvención | Alto | Media | Acordar antes las condiciones de intercambio de datos |
| Chatbot de consultas sobre prestaciones | Medio | Baja | De vuelta a la lista de espera |

> El objetivo del inventario no es demostrar que la agencia hace IA. Es mostrar qué trabajo de IA merece la pena emprender a continuación y qué hará falta para hacerlo de forma responsable.

## Manténgalo vivo

Un inventario que se actualiza una vez al año es una instantánea. Conviértalo en un registro vivo con tres hábitos:

- Revise las diez primeras entradas cada mes en una reunión de gobernanza que ya exista, no en una nueva
- Exija un cambio de estado fechado cada vez que un caso de uso pase de la exploración al piloto y a la producción, o se retire
- Vincule el registro a las adquisiciones, de modo que cualquier solicitud de compra que mencione IA, aprendizaje automático o automatización cree un borrador de entrada en el inventario

## Cómo se ve el éxito después de un trimestre

Cuando esto funciona, el director de IA puede responder en una sola página a cuatro preguntas: qué estamos construyendo, qué estamos comprando, qué conlleva un riesgo elevado y cómo lo gestionamos, y qué dejamos de hacer y por qué. La solicitud anual de datos se convierte en una exportación en lugar de un simulacro de incendio, y los gerentes de programa empiezan a llevar sus ideas al inventario porque es la vía hacia la financiación, no una obligación de información.

Si su inventario actual es una hoja de cálculo que nadie abre, no necesita una herramienta nueva. Necesita un propósito más claro, menos campos y mejor elegidos, y una reunión mensual que de verdad lo examine.`,
    },
    'section-508-is-a-product-quality-bar': {
      title: 'La Sección 508 es un estándar de calidad del producto',
      excerpt:
        'Tratar la accesibilidad como un control de cumplimiento al final del proyecto la vuelve costosa y permanente. Trátela como la seguridad y el rendimiento: un estándar de calidad que toda historia de usuario debe cumplir.',
      content: `En muchas agencias, el cumplimiento de la Sección 508 sigue llegando al final. Se construye un sistema, un equipo de pruebas o un proveedor externo realiza una auditoría poco antes del lanzamiento, vuelve una larga lista de defectos y el programa negocia cuáles corregir y cuáles documentar como problemas conocidos. El lanzamiento sigue adelante, el backlog de accesibilidad crece y las personas que dependen de tecnologías de apoyo heredan las consecuencias.

Ese patrón trata la accesibilidad como un control de cumplimiento. Funciona mucho mejor, y cuesta mucho menos, cuando se trata como lo que realmente es: un estándar de calidad del producto, de la misma categoría que la seguridad y el rendimiento.

## Por qué las pruebas tardías salen caras

Los defectos de accesibilidad detectados al final son caros por la misma razón que lo es cualquier defecto tardío. Una etiqueta de formulario ausente es trivial de corregir durante el desarrollo y sorprendentemente difícil de corregir cuando el componente ya se utiliza en doscientas pantallas. Un selector de fechas o una cuadrícula de datos personalizados e inaccesibles pueden tener que sustituirse por completo. Los programas que prueban tarde descubren con frecuencia que la solución más barata es una solicitud de excepción, y así es como los sistemas inaccesibles se vuelven permanentes.

## Intégrela en la definición de terminado

El cambio más eficaz es también el más sencillo: ninguna historia de usuario está terminada hasta que cumple los criterios de accesibilidad. En la práctica, eso significa:

- **Comprobaciones automáticas en el pipeline**, de modo que cada pull request ejecute un analizador de accesibilidad y falle ante cualquier nueva infracción
- **Pruebas solo con teclado** por parte del desarrollador antes de dar por completada una historia
- **Comprobaciones puntuales con lector de pantalla** en cada componente nuevo o interacción compleja, con al menos un lector de pantalla de escritorio y otro móvil
- **Componentes accesibles por defecto**, tomados de un sistema de diseño compartido que se ha probado una vez y se reutiliza en todas partes

Las herramientas automáticas detectan quizá entre un tercio y la mitad de los problemas reales. Son necesarias, pero no suficientes. El resto, como si el orden de lectura tiene sentido o si un mensaje de error llega a anunciarse, requiere a una persona.

## Pruebe con las personas que lo usan

Incluya a personas con discapacidad en las pruebas de usabilidad y remunere su tiempo. Las personas ciegas o con baja visión, quienes navegan con teclado o con dispositivos de conmutación, las personas con discapacidades cognitivas y las personas sordas o con dificultades auditivas encontrarán, cada una, problemas que una lista de verificación de conformidad pasa por alto. Un formulario puede superar todas las reglas automáticas y, aun así, resultar casi imposible de completar con un lector de pantalla porque las instrucciones se anuncian después de los campos.

## Mídala como la calidad

Los programas ya miden la densidad de defectos, la disponibilidad y el tiempo de respuesta. Añada la accesibilidad al mismo panel:

- Defectos de accesibilidad abiertos por gravedad, y desde cuándo está abierto cada uno
- La proporción de páginas o pantallas que superan las comprobaciones automáticas en producción
- El número de excepciones vigentes y sus fechas previstas de resolución
- Las tasas de finalización de tareas de los usuarios de tecnologías de apoyo en las sesiones de usabilidad

Cuando estas cifras figuran junto a las métricas de rendimiento y seguridad, los gerentes de programa empiezan a tratar un defecto grave de accesibilidad como tratarían un hallazgo grave de seguridad, porque supone el mismo tipo de riesgo para la misión.

## Corrija también el lado de las adquisiciones

Gran parte de lo que despliegan las agencias se compra, no se construye. Exija a los proveedores un Informe de Conformidad de Accesibilidad actualizado y, después, verifíquelo. Pida durante la evaluación una breve demostración del flujo de trabajo principal con un lector de pantalla. Incluya en el contrato plazos de corrección de los defectos de accesibilidad con el mismo peso que los parches de seguridad.

> La accesibilidad no es una función para un pequeño grupo de usuarios. Es la prueba de que el equipo sabe construir software que funciona.

## Por dónde empezar

Si su programa prueba hoy al final, empiece con tres medidas: añada un analizador automático al pipeline de compilación en modo de advertencia, adopte o construya una biblioteca de componentes probada para formularios y navegación, y programe este trimestre una sesión de usabilidad con usuarios de tecnologías de apoyo. En pocas versiones, la auditoría de fin de proyecto deja de ser una crisis y se convierte en la confirmación de un trabajo que el equipo ya ha hecho.`,
    },
    'what-a-2-week-ai-strategy-sprint-produces': {
      title: 'Qué produce un sprint de estrategia de IA de 2 semanas',
      excerpt:
        'Diez días hábiles, una organización y un conjunto definido de entregables que un equipo puede empezar a ejecutar el lunes siguiente. Esto es lo que entrega el sprint y lo que deja fuera a propósito.',
      content: `Los directivos preguntan a menudo qué obtienen realmente al final de un sprint de estrategia de IA de dos semanas. Es una pregunta legítima. Muchos encargos de estrategia terminan con una presentación llena de principios y modelos de madurez con los que nadie puede actuar. Un sprint es deliberadamente más acotado: diez días hábiles, una organización o un programa, y un conjunto definido de entregables que un equipo puede empezar a ejecutar el lunes siguiente.

## Primera semana: entender el trabajo

La primera semana se centra en el trabajo en sí, no en la tecnología. La dedico a entrevistas estructuradas y sesiones de trabajo con las personas que realizan la tarea, con quienes las dirigen y con los responsables de los datos y los sistemas.

### Días uno y dos: arranque y descubrimiento

El sprint comienza con un taller de medio día con el patrocinador ejecutivo y los responsables de programa. Acordamos el alcance, las restricciones, como el presupuesto, los límites de autorización, los vehículos de contratación y las obligaciones en materia de relaciones laborales, y cómo se ve un buen resultado. Después vienen entre ocho y doce entrevistas de unos cuarenta y cinco minutos cada una, con un conjunto coherente de preguntas sobre volumen, tiempos de ciclo, reprocesos y frustraciones.

### Días tres a cinco: mapear y medir

Mapeamos de principio a fin los tres a cinco procesos de mayor volumen, contamos los traspasos y estimamos adónde se va el tiempo. En casi todas las organizaciones, un pequeño número de pasos (por lo general el registro, la clasificación, la síntesis y la redacción de respuestas rutinarias) consume una parte desproporcionada de las horas del personal. Esos pasos son donde la IA suele ayudar primero.

## Segunda semana: decidir y planificar

### Días seis y siete: generar y filtrar casos de uso

A partir de los mapas de procesos generamos una lista amplia de casos de uso candidatos, normalmente de treinta a cincuenta, y los filtramos según su valor, viabilidad, preparación de los datos y riesgo. Todo lo que tomaría o influiría de forma significativa en una decisión sobre una persona se señala para una revisión reforzada, en lugar de descartarse en silencio.

### Días ocho a diez: hoja de ruta y presentación de resultados

Los últimos días producen los entregables y una presentación de resultados al patrocinador y al equipo directivo. Esa presentación es una sesión de trabajo, no una exposición: el objetivo es salir de la sala con los primeros pilotos elegidos y sus responsables designados.

## Los entregables

Al final del sprint, la organización cuenta con:

- **Un backlog priorizado** de diez a quince casos de uso, cada uno con la descripción del problema, un responsable, una estimación del valor, una evaluación de los datos y una clasificación del riesgo
- **Una hoja de ruta a 90 días** para los dos o tres primeros pilotos, que indica a quién hay que asignar, qué hay que comprar y qué revisiones de gobernanza deben realizarse antes del lanzamiento
- **Logros rápidos** que pueden obtenerse con herramientas cuya licencia la organización ya tiene, a menudo las funciones de IA de las plataformas de productividad y de gestión de expedientes existentes
- **Un kit básico de gobernanza**: un formulario de registro, una lista de verificación para detectar riesgos y un proceso de revisión ligero, adaptado al tamaño de la organización
- **Un resumen ejecutivo** de dos páginas que un subsecretario o la presidencia del consejo puede leer en cinco minutos

## Lo que un sprint no produce

Es igual de importante dejar claro lo que el sprint deja fuera. No produce un sistema en producción, una selección de proveedores ni una estrategia de datos para toda la organización. No sustituye a una autorización para operar ni a una evaluación de impacto en la privacidad. Lo que hace es acelerar esos pasos posteriores, porque el equipo sabe qué casos de uso importan, de qué datos dependen y qué revisión necesitarán.

> La prueba de un sprint de estrategia es sencilla: el lunes siguiente a la presentación de resultados, ¿sabe alguien del equipo exactamente qué va a hacer esa semana? Si no es así, el sprint fracasó.

## Cómo sacarle el máximo partido

Las organizaciones que más valor obtienen de un sprint hacen tres cosas. Designan a un patrocinador capaz de tomar decisiones durante las dos semanas, no solo al final. Dan al equipo del sprint un acceso real a las personas que hacen el trabajo, incluido el personal de primera línea y no solo los mandos. Y se comprometen de antemano a financiar al menos un piloto del backlog, para que el sprint termine con impulso en lugar de con un informe.

Dos semanas es poco tiempo, y así se ha querido. Obliga a elegir, y elegir es justamente lo que les falta a la mayoría de las estrategias de IA.`,
    },
    'your-first-90-days-as-a-component-cio': {
      title: 'Sus primeros 90 días como CIO de un componente de agencia',
      excerpt:
        'Los CIO a quienes les va bien en un nuevo cargo no se apresuran a anunciar una estrategia. Escuchan durante un mes, diagnostican durante otro y luego se comprometen con tres cosas que pueden cumplir.',
      content: `Los primeros noventa días en un nuevo cargo de CIO en una oficina o un componente de agencia marcan las reglas de todo lo que viene después. El personal observa qué es lo que usted valora. Sus homólogos deciden si usted será un aliado o un obstáculo. Su propia dirección se forma una opinión sobre si TI será una fuente de problemas o de soluciones. Y la cartera que usted hereda tiene compromisos, riesgos y supuestos que nadie ha puesto del todo por escrito.

Tras acompañar a varios CIO recién nombrados en este periodo, he comprobado que a quienes les va bien resisten la tentación de anunciar pronto una estrategia. Dedican el primer mes a escuchar, el segundo a diagnosticar y el tercero a comprometerse con un pequeño número de cosas que pueden cumplir.

## Días 1 a 30: escuchar

Reúnase individualmente con cada uno de sus colaboradores directos y, después, con las personas dos niveles por debajo sin que estén presentes sus jefes. Reúnase con los responsables de negocio de las principales oficinas de programa, el director financiero, el director de adquisiciones, la asesoría jurídica general y el responsable de auditoría de TI del inspector general. Haga las mismas pocas preguntas a todos:

- ¿Qué es lo único que hace TI que usted no querría perder?
- ¿Qué es lo que más le frustra de trabajar con TI?
- ¿Qué compromiso ha asumido TI con usted que teme que no se cumpla?

Anote las respuestas. Los patrones aparecen rápidamente y suelen ser distintos de lo que sugerirían el organigrama o el último plan estratégico.

## Días 31 a 60: diagnosticar

Terminada la ronda de escucha, examine las pruebas. Revise la cartera de inversiones en busca de programas que superan su presupuesto, acumulan retrasos o no entregan nada que los usuarios puedan ver. Revise los hallazgos de auditoría abiertos y los planes de acción e hitos, con especial atención a todo lo que esté vencido. Revise las dos últimas calificaciones FITARA y los informes FISMA, los contratos principales y sus fechas de vencimiento, y cada autorización para operar pendiente o próxima a vencer.

### Detecte los riesgos ocultos

Todo CIO recién llegado hereda al menos un problema que nadie mencionó. Entre los habituales figuran un sistema crítico que funciona con software sin soporte, un contrato importante que vence sin un plan de continuidad, una autorización para operar que caducó discretamente o un único ingeniero que es la única persona que entiende una plataforma heredada. Pregunte directamente: ¿qué le quita el sueño que no figura en ningún informe?

## Días 61 a 90: comprometerse

Al llegar el tercer mes, asuma un pequeño número de compromisos visibles. Recomiendo tres, y no más:

- **Un riesgo que reducirá**, normalmente el riesgo oculto más grave que haya encontrado
- **Un servicio que mejorará**, elegido entre las frustraciones que más ha oído
- **Un cambio de gestión** que haga funcionar mejor a la organización de TI, como un proceso de recepción de solicitudes más claro o un verdadero comité de revisión de inversiones

Anúncielos, fináncielos, asigne responsables e informe de los avances cada mes. Cumplir tres compromisos modestos genera más credibilidad que anunciar una transformación ambiciosa que tarda años en dar resultados.

> La gente perdona a un nuevo líder que no tenga todas las respuestas. No perdona a quien no escuchó antes de decidir.

## Lo que conviene evitar

Algunos errores se repiten lo bastante como para nombrarlos. Reorganizar en los primeros noventa días casi siempre cuesta más de lo que aporta, porque usted todavía no sabe qué relaciones informales hacen funcionar la estructura actual. Cancelar un programa heredado sin entender por qué se puso en marcha provoca una batalla que todavía no puede ganar. Y criticar a su predecesor, aunque sea en privado, se difunde rápido y hace que su personal se pregunte qué dirá usted de ellos.

## Prepare los noventa días siguientes

Al final del tercer mes, redacte un breve memorando para su dirección que resuma lo que ha encontrado, los compromisos que ha asumido y lo que necesitará de ella: decisiones, financiación o ayuda con otra organización. Así deja constancia, fija expectativas y se da un punto de control natural a los seis meses para mostrar lo que ha cambiado.`,
    },
    'buying-ai-questions-to-ask-before-you-sign': {
      title: 'Comprar IA: preguntas que hacer antes de firmar',
      excerpt:
        'Cada vez más IA llega a las agencias por la vía de las adquisiciones y no del desarrollo. Estas son las preguntas que conviene resolver en el estudio de mercado y en la evaluación, antes de la adjudicación.',
      content: `Cada vez más IA llega a las agencias federales por la vía de las adquisiciones y no del desarrollo interno. Una plataforma de gestión de expedientes añade una función de resumen, un proveedor de centros de contacto ofrece la categorización automática de llamadas, una herramienta de procesamiento de documentos incorpora una extracción basada en un modelo de lenguaje de gran tamaño. Cada una de ellas puede ser valiosa, y cada una plantea preguntas que las cláusulas habituales de adquisición de TI no resuelven del todo.

Las preguntas siguientes tienen su lugar en el estudio de mercado, en el pliego y en la evaluación. Plantearlas pronto cuesta poco. Descubrir las respuestas después de la adjudicación puede costar mucho, en dinero y en confianza.

## Sobre el modelo y los datos

- ¿Qué modelos impulsan la función, quién los desarrolla y cómo se nos avisará cuando cambien?
- ¿Se utilizan nuestros datos para entrenar o mejorar algún modelo, incluidos los del propio proveedor, y puede prohibirse por contrato?
- ¿Dónde se procesan y almacenan nuestros datos, y permanecen dentro del límite de autorización?
- ¿Qué registros de entradas, salidas y acciones de los usuarios tenemos a nuestra disposición, y durante cuánto tiempo se conservan?

## Sobre el rendimiento

Pida pruebas del rendimiento con datos parecidos a los suyos, no un banco de pruebas genérico. Mejor aún, exija durante la evaluación **una prueba con una muestra representativa de sus propios datos**, con resultados medidos según criterios que usted defina de antemano. Pregunte cómo se supervisa el rendimiento después del despliegue, a quién se avisa cuando se degrada y a qué se compromete el proveedor en ese caso.

## Sobre los riesgos y los derechos

Si la función puede influir en decisiones sobre prestaciones, elegibilidad, cumplimiento normativo o empleo, la agencia sigue siendo responsable de la evaluación de impacto, las pruebas, la revisión humana y el aviso, con independencia de quién haya construido el modelo. Pregunte qué documentación aportará el proveedor para respaldar ese trabajo y qué opciones de configuración existen para exigir una revisión humana antes de que un resultado surta efecto.

## Sobre la salida

- ¿Podemos exportar nuestros datos, configuraciones y cualquier artefacto ajustado en un formato utilizable?
- ¿Puede desactivarse la función de IA sin perder el resto del producto?
- ¿Cuáles son las condiciones de precio si el uso se multiplica por diez, y son fijas para los años opcionales?

## Sobre la rendición de cuentas

Asegúrese de que el contrato indique quién es responsable cuando el resultado de la IA es erróneo. Exija la notificación rápida de los incidentes y de los cambios importantes del modelo, y fije lo que se espera del apoyo del proveedor durante una investigación o un recurso presentado por un ciudadano.

> Comprar IA no transfiere la responsabilidad sobre ella. La agencia sigue respondiendo del resultado.

## Llevarlo a la práctica

Estas preguntas no deberían convertirse en un cuestionario de cuarenta páginas que cada proveedor responde con texto estándar. Seleccione las que importan para el caso de uso, pondérelas en la evaluación y ponga a prueba las respuestas en demostraciones en vivo. Un proveedor que no sabe explicar durante una demostración cómo se supervisa su modelo no lo explicará mejor después de la adjudicación.

Incorpore pronto a las personas adecuadas en la evaluación. Los oficiales de contrataciones conocen las cláusulas, pero los responsables de privacidad, el equipo del director de IA y los propios usuarios de primera línea del programa detectarán, cada uno, problemas que a los demás se les escapan. Una revisión conjunta de una hora de los finalistas suele bastar.

Con el tiempo, construya una pequeña biblioteca de cláusulas estándar para funciones de IA que los oficiales de contrataciones puedan reutilizar, revisada por la asesoría jurídica, el área de privacidad y el director de IA. Esa biblioteca hará más por que la adquisición de IA sea a la vez segura y rápida que cualquier memorando de política.`,
    },
  },
}
