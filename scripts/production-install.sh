#!/usr/bin/env bash
# Installs the API server for production into a folder: the compiled server (npm run build:server),
# its migrations, and only the packages it loads at run time (PGlite, sharp), nothing of Astro,
# Sanity, TypeScript or the test tools. The folder then runs under plain Node 22+:
#
#   scripts/production-install.sh /srv/club-api
#   cd /srv/club-api && NODE_ENV=production ... node api.mjs
#
# The Dockerfile runs this same script; CI runs it directly (tests/integration/production-build.test.ts).
# SKIP_SERVER_BUILD=1 uses build/server as it is; NPM_INSTALL_FLAGS adds flags to npm install
# (default --prefer-offline, which uses npm's cache where it can).
set -euo pipefail

target="${1:-}"
if [ -z "$target" ]; then
  echo "Usage: scripts/production-install.sh TARGET_FOLDER" >&2
  exit 2
fi
cd "$(dirname "$0")/.."

if [ "${SKIP_SERVER_BUILD:-}" != "1" ]; then
  npm run --silent build:server
fi
if [ ! -f build/server/api.mjs ]; then
  echo "No compiled server in build/server: run npm run build:server first" >&2
  exit 1
fi

mkdir -p "$target"
# A reinstall replaces the server and its migrations whole; data lives elsewhere (DATA_DIR, DATABASE_URL).
rm -rf "$target/api.mjs" "$target/api.mjs.map" "$target/migrations" "$target/node_modules"
cp -R build/server/. "$target/"
# shellcheck disable=SC2086
(cd "$target" && npm install --omit=dev --no-audit --no-fund --no-package-lock --engine-strict=false \
  ${NPM_INSTALL_FLAGS:---prefer-offline} >/dev/null)
echo "Installed the API server into $target: NODE_ENV=production node $target/api.mjs"
