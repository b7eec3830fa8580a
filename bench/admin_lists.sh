#!/usr/bin/env bash
# Admin lists at scale. Builds, once, a small and a large
# database with the scale seeder (10 monthly invoices per member: 1,000
# members ≈ 10,800 payments; 100,000 members ≈ 1,083,000 payments) on
# SQLite and, when a server answers on 127.0.0.1:5432, on PostgreSQL; then
# starts the app on each and times every list (bench/admin_lists_http.mjs).
# Prints a Markdown table: p50/p95 per case and the large/small p95 ratio.
#
#   bash bench/admin_lists.sh [large-members] [small-members]
# Needs a .env (run `npm run dev` once). PORT defaults to 3418.
set -euo pipefail
cd "$(dirname "$0")/.."
large="${1:-100000}"
small="${2:-1000}"
port="${PORT:-3418}"
mkdir -p tmp
out=tmp/bench-lists
mkdir -p "$out"

pg_up() { psql -h 127.0.0.1 -U postgres -tAc 'select 1' >/dev/null 2>&1; }

# build <label> <members> : env for the database comes from the caller
build() {
  local label=$1 members=$2
  if [ "$(cat "$out/$label.shape" 2>/dev/null)" = "${members}x10" ]; then
    npx node ace migration:run --compact-output >/dev/null
    return
  fi
  echo "== building $label (${members} members x 10 months)" >&2
  npx node ace migration:run --compact-output >/dev/null
  npx node ace db:seed >/dev/null
  npx node ace db:scale --members="$members" --months=10 --batch=1000 | tail -n 1 >&2
  echo "${members}x10" >"$out/$label.shape"
}

run() {
  local label=$1
  PORT="$port" APP_URL="http://localhost:$port" NODE_ENV=development LOG_LEVEL=warn \
    node_modules/.bin/node --import=@poppinss/ts-exec bin/server.ts >"$out/$label.server.log" 2>&1 &
  local server=$!
  for _ in $(seq 1 90); do
    curl -fs "http://localhost:$port/health" >/dev/null 2>&1 && break
    sleep 1
  done
  node_modules/.bin/node bench/admin_lists_http.mjs "http://localhost:$port" >"$out/$label.jsonl" || true
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
}

engines="${ENGINES:-sqlite pg}"
labels=()
for size in small large; do
  members=$([ "$size" = small ] && echo "$small" || echo "$large")
  label="sqlite-$size"
  [[ " $engines " == *" sqlite "* ]] && (
    export SQLITE_FILENAME="tmp/bench-lists-$size.sqlite3"
    [ -f "$SQLITE_FILENAME.shape" ] && cp "$SQLITE_FILENAME.shape" "$out/$label.shape" || true
    build "$label" "$members"
    run "$label"
  )
  labels+=("$label")
  if [[ " $engines " == *" pg "* ]] && pg_up; then
    label="pg-$size"
    db="lexpat_money_bench$([ "$size" = small ] && echo _small || true)"
    (
      export DB_CONNECTION=pg PG_HOST=127.0.0.1 PG_PORT=5432 PG_USER=postgres PG_DB_NAME="$db"
      psql -h 127.0.0.1 -U postgres -tAc "select 1 from pg_database where datname='$db'" | grep -q 1 ||
        psql -h 127.0.0.1 -U postgres -qc "create database $db"
      build "$label" "$members"
      run "$label"
    )
    labels+=("$label")
  fi
done

node bench/admin_lists_table.mjs "$out" "${labels[@]}"
