import { defineConfig } from 'vitest/config'
import { iconSprite } from './scripts/icon-sprite.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Components import the icon sprite's URL (virtual:icon-sprite).
  plugins: [iconSprite({ emit: false })],
  test: {
    include: [
      'app/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
