# syntax=docker/dockerfile:1
# Dragondle in one image: the compiled server with the web build, on production dependencies only.
# docker build -t dragondle . && docker run -p 3000:3000 -v dragondle-data:/data dragondle
# See docs/deployment.md. NODE_VERSION may be 20, 22 or 24.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary fits this Node and platform
RUN apt-get update \
	&& apt-get install -y --no-install-recommends python3 make g++ \
	&& rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first, so the dependency layer is rebuilt only when they change
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/content/package.json packages/content/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY deploy/package.json deploy/
RUN npm ci --no-audit --no-fund
COPY . .
# The art, the web app (packages/web/dist) and the server bundle (packages/server/dist/main.js),
# then the dev dependencies go: the build tools, the test tools, the TypeScript loader.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules node_modules
# "type": "module" for dist/main.js
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
# the built site, and the source art the daily pictures' opaque names are hashed from
COPY --from=build /app/packages/web/dist packages/web/dist
COPY --from=build /app/packages/content/art packages/content/art
# SQLite's folder when DATABASE_URL is unset (mount a volume on it); unused on PostgreSQL
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
	CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) closes the listener, finishes the requests in flight, then exits
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
