import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // BUILD_DIR lets several builds (parallel test runs, say) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
