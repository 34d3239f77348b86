# syntax=docker/dockerfile:1
# The site as a container: `docker compose up` (compose.yaml) runs two of them behind nginx on
# PostgreSQL; docs/deployment.md has the rest.

# Dependencies, with the compilers better-sqlite3 needs when no prebuilt binary matches.
FROM node:20-slim AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# npm install (docs/decisions/010): the lockfile's versions, tolerating other platforms' optional
# builds that the registry does not carry.
RUN npm install --no-audit --no-fund

# The production build, then the development packages removed.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# What runs: production packages, the build, and the sources the command-line scripts (migrate, seed,
# admin, backup, db:copy) run through tsx. As the unprivileged `node` user.
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
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
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=160", "index.js"]
