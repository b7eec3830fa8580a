#!/usr/bin/env bash
# Admin dashboard at scale: builds a SQLite database with
# N members (default 100000) once, then
#   1. times the counting SQL of before (two COUNTs over users, without the
#      (deleted_at, role_id) index) and after (one grouped, index-only count);
#   2. starts the app on that database and prints ms per /admin/dashboard
#      request (Inertia JSON, signed in as the demo admin): one at a time,
#      then 32 at a time.
#
#   bash bench/admin_dashboard.sh [members]
# Needs a .env (run `npm run dev` once). PORT defaults to 3391.
set -euo pipefail
cd "$(dirname "$0")/.."
members="${1:-100000}"
port="${PORT:-3391}"
db=tmp/bench-dashboard.sqlite3
mkdir -p tmp
export SQLITE_FILENAME="$db"

if [ ! -f "$db" ] || [ "$(cat "$db.members" 2>/dev/null)" != "$members" ]; then
  echo "== building $db with ${members} members (once)"
  rm -f "$db" "$db"-* "$db.members"
  npx node ace migration:run --compact-output >/dev/null
  npx node ace db:seed >/dev/null
  npx node ace db:scale --members="${members}" | tail -n 1
  echo "$members" >"$db.members"
else
  npx node ace migration:run --compact-output >/dev/null
fi

echo "== counting SQL (median of 20 runs)"
npx node bench/admin_dashboard_sql.mjs "$db"

echo "== /admin/dashboard over HTTP"
PORT="$port" APP_URL="http://localhost:$port" NODE_ENV=development LOG_LEVEL=warn \
  node_modules/.bin/node --import=@poppinss/ts-exec bin/server.ts >tmp/bench-dashboard-server.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -fs "http://localhost:$port/health" >/dev/null 2>&1 && break
  sleep 1
done
npx node bench/admin_dashboard_http.mjs "http://localhost:$port"
