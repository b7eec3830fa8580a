#!/usr/bin/env bash
# Admin lists on PostgreSQL with several staff at once, on the production
# build (issue 29: 8 concurrent staff on the million-payment database, every
# admin list p95 ≤ 100 ms). Builds the database once with the scale seeder
# (100,000 members x 10 monthly invoices ≈ 1,083,000 payments; the seeding
# time is printed and kept in tmp/bench-lists/pg-concurrent.seed), builds the
# app when build/ is missing, starts one production web process on it and
# runs bench/admin_lists_concurrent.mjs (baseline one session at a time,
# then every session at once). Prints its Markdown tables.
#
#   bash bench/admin_lists_concurrent.sh [sessions-rounds] [members]
#     BENCH_DB (lexpat_bench), PORT (3504), BENCH_REBUILD=1 rebuilds the app,
#     BENCH_RESEED=1 rebuilds the database. Extra options for the .mjs go in
#     BENCH_ARGS (e.g. "--baseline-rounds 3 --no-csv").
# Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) and node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node (a devDependency), as `npm start` runs it.
export PATH="$PWD/node_modules/.bin:$PATH"
rounds="${1:-4}"
members="${2:-100000}"
db="${BENCH_DB:-lexpat_bench}"
port="${PORT:-3504}"
out=tmp/bench-lists
mkdir -p "$out"
psql -h 127.0.0.1 -U postgres -tAc 'select 1' >/dev/null 2>&1 ||
  { echo "no PostgreSQL on 127.0.0.1:5432"; exit 1; }

# The ace commands read .env for what the environment leaves unset (a fresh clone has none).
[ -f .env ] || cp .env.example .env
export DB_CONNECTION=pg PG_HOST=127.0.0.1 PG_PORT=5432 PG_USER=postgres PG_PASSWORD= PG_DB_NAME="$db"
APP_KEY=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
export APP_KEY TZ=UTC LOG_LEVEL=warn WORKER_WATCH=off SESSION_DRIVER=database

shape_file="$out/pg-concurrent.shape"
if [ "${BENCH_RESEED:-0}" = 1 ] || [ "$(cat "$shape_file" 2>/dev/null)" != "$db ${members}x10" ]; then
  echo "== seeding $db: ${members} members x 10 months (nice)" >&2
  psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db"
  psql -h 127.0.0.1 -U postgres -qc "create database $db"
  start=$(date +%s)
  NODE_ENV=development nice npx node ace migration:run --compact-output >/dev/null
  NODE_ENV=development nice npx node ace db:seed >/dev/null
  NODE_ENV=development nice npx node ace db:scale --members="$members" --months=10 --batch=1000 |
    tail -n 1 >&2
  echo "seeded in $(($(date +%s) - start)) s (migrations, demo data, db:scale)" |
    tee "$out/pg-concurrent.seed" >&2
  echo "$db ${members}x10" >"$shape_file"
else
  NODE_ENV=development npx node ace migration:run --compact-output >/dev/null
  # What autovacuum keeps up on a production server (it may be off here): the
  # visibility map and the statistics, after the rows earlier runs added.
  psql -h 127.0.0.1 -U postgres -d "$db" -qc 'vacuum analyze'
fi

if [ ! -f build/bin/server.js ] || [ "${BENCH_REBUILD:-0}" = 1 ]; then
  echo "== building the app (npm run build)" >&2
  nice npm run build >"$out/build.log" 2>&1 || { tail -n 30 "$out/build.log"; exit 1; }
fi

# One production web process, started as `npm start` starts it (heap capped).
NODE_ENV=production HOST=127.0.0.1 PORT="$port" APP_URL="http://127.0.0.1:$port" \
  bash -c 'cd build && exec node --max-old-space-size=192 --max-semi-space-size=16 bin/server.js' \
  >"$out/pg-concurrent.server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 90); do
  kill -0 "$server" 2>/dev/null || break
  curl -fs "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
  sleep 1
done
curl -fs "http://127.0.0.1:$port/health" >/dev/null || { tail "$out/pg-concurrent.server.log"; exit 1; }

echo "uptime before: $(uptime)"
# shellcheck disable=SC2086
node bench/admin_lists_concurrent.mjs "http://127.0.0.1:$port" --rounds "$rounds" \
  --samples "$out/pg-concurrent.jsonl" ${BENCH_ARGS:-}
echo "uptime after: $(uptime)"
