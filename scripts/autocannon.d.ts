// The part of autocannon's API that the bench scripts use (the package ships no types).
declare module 'autocannon' {
  type RequestSpec = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    /** Seconds before a request counts as timed out (10). */
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: RequestSpec[]
    /** Requests a second over all connections. */
    overallRate?: number
  }
  type Histogram = {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }
  type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
