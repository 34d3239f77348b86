import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowRight } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { HomeSection, homeContainer } from './section-shell.tsx'

const nodes = [
  { x: 160, y: 110, r: 22, tone: 'primary' },
  { x: 60, y: 50, r: 11, tone: 'accent' },
  { x: 270, y: 45, r: 13, tone: 'accent' },
  { x: 290, y: 165, r: 10, tone: 'primary' },
  { x: 55, y: 175, r: 14, tone: 'primary' },
  { x: 175, y: 200, r: 9, tone: 'accent' },
  { x: 120, y: 25, r: 8, tone: 'primary' },
] as const

/** A drawing of a small network graph, a preview of the interactive one on /network. */
function NetworkSketch() {
  const [center, ...others] = nodes
  return (
    <svg viewBox="0 0 340 230" width="340" height="230" aria-hidden="true" className="h-auto w-full max-w-sm">
      {others.map((node) => (
        <line
          key={`${node.x}-${node.y}`}
          x1={center.x}
          y1={center.y}
          x2={node.x}
          y2={node.y}
          className="stroke-border"
          strokeWidth="2"
        />
      ))}
      <line x1="60" y1="50" x2="120" y2="25" className="stroke-border" strokeWidth="2" />
      <line x1="290" y1="165" x2="175" y2="200" className="stroke-border" strokeWidth="2" />
      {nodes.map((node) => (
        <circle
          key={`${node.x}-${node.y}`}
          cx={node.x}
          cy={node.y}
          r={node.r}
          className={node.tone === 'primary' ? 'fill-primary' : 'fill-accent'}
        />
      ))}
    </svg>
  )
}

export function NetworkingSection() {
  const { t } = useTranslation()
  return (
    <HomeSection id="networking" headingId="networking-heading" className="section-y">
      <div className={homeContainer}>
        <div className="grid items-center gap-10 overflow-hidden rounded-2xl border border-border bg-card p-8 shadow-sm sm:p-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              {t('home.networking.eyebrow')}
            </p>
            <h2
              id="networking-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-card-foreground sm:text-4xl"
            >
              {t('home.networking.heading')}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{t('home.networking.text')}</p>
            <Link to="/network" className={`${buttonClasses('primary', 'lg')} mt-8`}>
              {t('home.networking.cta')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </div>
          <div className="flex justify-center">
            <NetworkSketch />
          </div>
        </div>
      </div>
    </HomeSection>
  )
}
