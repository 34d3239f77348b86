import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
/** The configuration a deployment uses; the tests run this very file. */
export const deployedNginxConf = path.join(root, 'deploy/nginx.conf')

export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
  (candidate) => existsSync(candidate),
)

/** The test certificate is made with the openssl command line tool. */
export const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

/** A loopback port nothing listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`)
  return text.replace(pattern, replacement)
}

/**
 * deploy/nginx.conf with only what differs on a test machine replaced: the instances' addresses, the
 * listening ports (loopback), the certificate, and the pid, log and temporary files (in `dir`).
 */
export function templateNginxConf(
  source: string,
  options: { dir: string; upstreams: string[]; httpPort: number; httpsPort: number },
): string {
  const { dir, upstreams, httpPort, httpsPort } = options
  let conf = source
  const servers = [...conf.matchAll(/^(\s*)server 10\.0\.0\.\d+:3000 ([^;]*);\n/gm)]
  if (servers.length < 2) throw new Error('deploy/nginx.conf no longer lists two instances')
  const indent = servers[0]?.[1] ?? '        '
  const flags = servers[0]?.[2] ?? ''
  conf = conf.replace(/^\s*server 10\.0\.0\.\d+:3000 [^;]*;\n/gm, '')
  conf = replaceOnce(
    conf,
    /(upstream site \{\n(?:\s*#[^\n]*\n)*)/,
    `$1${upstreams.map((address) => `${indent}server ${address} ${flags};\n`).join('')}`,
  )
  conf = replaceOnce(conf, /^\s*listen \[::\]:80;\n/m, '\n')
  conf = replaceOnce(conf, /^\s*listen \[::\]:443 ssl http2;\n/m, '\n')
  conf = replaceOnce(conf, /listen 80;/, `listen 127.0.0.1:${httpPort};`)
  conf = replaceOnce(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
  conf = replaceOnce(conf, /ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`)
  conf = replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`)
  conf = replaceOnce(conf, /^pid \S+;/m, `pid ${dir}/nginx.pid;`)
  conf = replaceOnce(conf, /^error_log \S+/m, `error_log ${dir}/error.log`)
  conf = replaceOnce(conf, /access_log \S+ json;/, `access_log ${dir}/access.log json;`)
  conf = replaceOnce(conf, /root \/var\/www\/acme;/, `root ${dir}/acme;`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${dir}/${kind};\n`)
    .join('')
  conf = replaceOnce(conf, /^http \{\n/m, `http {\n${temp}`)
  return conf
}

export type Nginx = {
  /** https://127.0.0.1:<port> */
  url: string
  httpUrl: string
  /** The self-signed certificate it presents (for 127.0.0.1). */
  ca: Buffer
  child: ChildProcess
  output: () => string
  accessLog: () => Promise<string>
  stop: () => Promise<void>
}

/** deploy/nginx.conf in front of `upstreams` (host:port), in the foreground, as the current user. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!nginxBinary) throw new Error('nginx is not installed')
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-'))
  // Started as root, nginx's workers run as an unprivileged user: they write request bodies under here.
  await fs.chmod(dir, 0o755)
  await fs.mkdir(path.join(dir, 'acme'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const source = await fs.readFile(deployedNginxConf, 'utf8')
  const confFile = path.join(dir, 'nginx.conf')
  await fs.writeFile(confFile, templateNginxConf(source, { dir, upstreams, httpPort, httpsPort }))
  const child = spawn(
    nginxBinary,
    ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ca = await fs.readFile(path.join(dir, 'cert.pem'))
  const url = `https://127.0.0.1:${httpsPort}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      const log = await fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')
      throw new Error(`nginx exited (${child.exitCode}):\n${output}\n${log}`)
    }
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(httpsPort, '127.0.0.1', () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (listening) break
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca,
    child,
    output: () => output,
    accessLog: () => fs.readFile(path.join(dir, 'access.log'), 'utf8').catch(() => ''),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await exited
      }
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

export type ProxiedResponse = {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** A request through the proxy's TLS port, trusting its self-signed certificate. */
export function requestThrough(
  proxy: Pick<Nginx, 'url' | 'ca'>,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<ProxiedResponse> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${proxy.url}${pathname}`,
      {
        method: options.method ?? 'GET',
        ca: proxy.ca,
        agent: false,
        headers: {
          'accept-encoding': 'identity',
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}
