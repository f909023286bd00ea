# The API server as a container: the build stage installs the repository and runs the same
# scripts/production-install.sh that CI runs on a plain machine; the final stage holds only the
# compiled server, its migrations and its run-time packages, under Node 24 with no dev tools.
#   docker build -t club-api .        (compose.yaml builds and runs it with PostgreSQL and the site)
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN NPM_INSTALL_FLAGS=--prefer-online scripts/production-install.sh /app

FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
# The memory settings `npm run api` runs with (docs/decisions/0217, 0260, 0287).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 \
  NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=1024"
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api.mjs"]
