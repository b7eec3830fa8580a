#!/usr/bin/env bash
# The production recipe of docs/operations.md on a fresh clone of the committed tree:
# npm ci, npm run build, the production install in build/, migrations, then
# `npm start` with NODE_ENV=production, a generated APP_KEY and SQLite.
# Checks that / and /health answer 200, and what a cache in front relies
# on: no cookie on an anonymous page, public Cache-Control, ETag and 304,
# gzip and brotli, immutable hashed assets, no test tooling installed, and the
# job worker (`npm run worker`) starting.
#
# Usage: bash .ci/production_smoke.sh [port]   (default 3599; loopback only)
# Every step has a time limit; the temporary clone is removed at the end.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
port=${1:-3599}
dir=$(mktemp -d /tmp/lexpat-prod-XXXXXX)
server_pid=
failures=0

cleanup() {
  # npm start runs node as a child: stop the whole process group.
  [ -n "$server_pid" ] && kill -- -"$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT

step() { echo "── $*"; }
check() { # check <description> <command…>
  local what=$1
  shift
  if "$@"; then echo "ok   $what"; else echo "FAIL $what"; failures=$((failures + 1)); fi
}

step "fresh clone into $dir"
git clone --quiet "$repo" "$dir/app" || exit 1
cd "$dir/app" || exit 1

step "npm ci"
timeout 900 npm ci --no-audit --no-fund --loglevel=error || { echo "FAIL npm ci"; exit 1; }
step "npm run build"
timeout 900 npm run build || { echo "FAIL npm run build"; exit 1; }
step "production install (cd build && npm ci --omit=dev --omit=optional --legacy-peer-deps)"
(cd build && timeout 900 npm ci --omit=dev --omit=optional --legacy-peer-deps --no-audit --no-fund --loglevel=error) \
  || { echo "FAIL production install"; exit 1; }

for tool in playwright typescript @japa/runner @adonisjs/assembler; do
  check "build/node_modules has no $tool" test ! -e "build/node_modules/$tool"
done
echo "     build/node_modules: $(du -sm build/node_modules | cut -f1) MB"

export NODE_ENV=production PORT=$port HOST=127.0.0.1 APP_URL="http://127.0.0.1:$port" LOG_LEVEL=warn \
  SESSION_DRIVER=database DB_CONNECTION=sqlite
APP_KEY=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
export APP_KEY
mkdir -p build/tmp

step "npm run migrate"
timeout 300 npm run migrate || { echo "FAIL migrations"; exit 1; }

step "npm start"
setsid npm start >"$dir/server.log" 2>&1 &
server_pid=$!
up=0
for _ in $(seq 1 60); do
  if curl -fs -o /dev/null "http://127.0.0.1:$port/health"; then up=1; break; fi
  sleep 0.5
done
if [ "$up" != 1 ]; then
  echo "FAIL the server did not answer /health within 30 s"
  cat "$dir/server.log"
  exit 1
fi

base="http://127.0.0.1:$port"
headers() { curl -s -D - -o /dev/null "$@"; }
status_of() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
header_of() { # header_of <name> <curl args…>
  local name=$1
  shift
  headers "$@" | tr -d '\r' | grep -i "^$name:" | head -n 1 | cut -d' ' -f2-
}

check "/ answers 200" test "$(status_of "$base/")" = 200
check "/health answers 200" test "$(status_of "$base/health")" = 200
check "/ sets no cookie" test -z "$(header_of set-cookie "$base/")"
check "/health sets no cookie" test -z "$(header_of set-cookie "$base/health")"
cc=$(header_of cache-control "$base/view-plans")
check "/view-plans is publicly cacheable ($cc)" grep -q 's-maxage=.*stale-while-revalidate' <<<"$cc"
etag=$(header_of etag "$base/view-plans")
check "/view-plans has an ETag" test -n "$etag"
check "If-None-Match answers 304" test "$(status_of -H "If-None-Match: $etag" "$base/view-plans")" = 304
check "/ in brotli" test "$(header_of content-encoding -H 'Accept-Encoding: br' "$base/")" = br
check "/ in gzip" test "$(header_of content-encoding -H 'Accept-Encoding: gzip' "$base/")" = gzip
plain=$(curl -s "$base/" | sha1sum)
check "gzip and brotli decode to the same HTML" test \
  "$(curl -s --compressed -H 'Accept-Encoding: gzip' "$base/" | sha1sum)" = "$plain" -a \
  "$(curl -s -H 'Accept-Encoding: br' "$base/" | node -e "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(0)))" | sha1sum)" = "$plain"
asset=$(curl -s "$base/" | grep -o '/assets/[^"]*\.js' | head -n 1)
check "the page links a hashed script ($asset)" test -n "$asset"
check "hashed assets are immutable" grep -q 'max-age=31536000, immutable' <<<"$(header_of cache-control "$base$asset")"
check "hashed assets come in brotli" test "$(header_of content-encoding -H 'Accept-Encoding: br, gzip' "$base$asset")" = br
home=$(curl -s "$base/")
# Its link is kept disabled (never fetched) so that Vite's preload helper does not add it again.
check "the stylesheet is inline, no render-blocking link" test -n "$(grep -o '<style>/\*! tailwindcss' <<<"$home")" -a -z "$(grep -o '<link rel="stylesheet"[^>]*>' <<<"$home" | grep -v ' disabled>')" -a -n "$(grep -o '<link rel="stylesheet"[^>]* disabled>' <<<"$home")"
check "a Thai page preloads the Thai font, an English one does not" test -n "$(curl -s "$base/?lang=th" | grep -o 'rel="preload" as="font"')" -a -z "$(grep -o 'as="font"' <<<"$home")"
check "the server-render bundle is not served" test "$(status_of "$base/assets/server/ssr.js")" = 404
# Scripts load after the first paint: none in the HTML, only the loader with its lists.
check "no script or modulepreload in the HTML, the loader names the entry" test -z "$(grep -o '<script type="module"\|rel="modulepreload"' <<<"$home")" -a -n "$(grep -o '<script data-entry="/assets/app-[^"]*\.js"' <<<"$home")"
entry=$(grep -o '<script data-entry="/assets/app-[^"]*\.js"' <<<"$home" | grep -o '/assets/[^"]*')
# V8's compile hint in the entry's first lines, as served (vite.config.ts, compileHints).
check "the entry carries V8's compile hint ($entry)" grep -qx '//# allFunctionsCalledOnLoad' <<<"$(curl -s "$base$entry" | head -n 3)"
check "production pages hydrate in Chromium, each script fetched once (.ci/production_hydration.mjs)" timeout 120 node_modules/.bin/node .ci/production_hydration.mjs "$base"
check "/csrf starts a session" grep -q 'XSRF-TOKEN' <<<"$(headers "$base/csrf")"
check "a signed-in-capable page (/login) carries no cookie either" test -z "$(header_of set-cookie "$base/login")"

# Logs: JSON lines on stdout written by the web process itself (config/logger.ts), no pino
# transport thread (a second V8 isolate). A POST without its CSRF token logs a warning.
web_pid=$(pgrep -g "$server_pid" -f 'bin/server.js' | head -n 1)
check "the web process runs no pino transport thread" test -n "$web_pid" -a -z "$(grep -l pino /proc/"$web_pid"/task/*/comm 2>/dev/null)"
curl -s -o /dev/null -X POST "$base/login"
logged=0
for _ in $(seq 1 20); do
  if grep -q '"level":40.*Invalid or expired CSRF token' "$dir/server.log"; then logged=1; break; fi
  sleep 0.1
done
check "a warning reaches stdout as a JSON line" test "$logged" = 1

# The second production process: the job worker starts, registers its schedules and listens.
timeout 40 npm run worker >"$dir/worker.log" 2>&1 &
worker_pid=$!
started=0
for _ in $(seq 1 60); do
  if grep -q 'Starting worker' "$dir/worker.log"; then started=1; break; fi
  sleep 0.5
done
kill "$worker_pid" 2>/dev/null
wait "$worker_pid" 2>/dev/null
check "npm run worker starts the job worker" test "$started" = 1

# SIGTERM while renders are still queued for visitors who gave up (a client timeout):
# the database shuts down only after the requests in flight, so the process exits
# instead of reopening a connection pool nothing closes (#support/in_flight).
node_pid=$(pgrep -g "$server_pid" -f 'bin/server.js' | head -n 1)
gave_up=()
for i in $(seq 1 60); do
  curl -s -o /dev/null --max-time 0.2 "$base/?gave-up=$i" &
  gave_up+=($!)
done
wait "${gave_up[@]}" 2>/dev/null
kill -TERM "$node_pid" 2>/dev/null
for _ in $(seq 1 40); do
  kill -0 "$node_pid" 2>/dev/null || break
  sleep 0.5
done
check "SIGTERM with abandoned renders in flight stops the web process within 20 s" test -n "$node_pid" -a ! -d "/proc/$node_pid"

if [ "$failures" -gt 0 ]; then
  echo "Production smoke: $failures check(s) failed"
  tail -n 30 "$dir/server.log"
  exit 1
fi
echo "Production smoke: all checks passed"
