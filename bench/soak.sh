#!/usr/bin/env bash
# Soak test (DESIGN §6): one web process of the production build on
# PostgreSQL, loaded for N minutes (default 10) at 80 % of its measured peak
# with a mix of public pages in English and Thai (60 %), member pages (25 %),
# an admin list (10 %) and sandbox checkouts (5 %: sign-up, then payment
# with a card token from a pool written into the sandbox's vault). Prints the peak, a table per minute (requests, errors, p50,
# p99) and the process's RSS after the warm-up and at the end (growth %).
#
# Usage: bash bench/soak.sh [minutes]
# The load generator is bench/soak.mjs (Node's fetch, bounded in flight):
# bench/server.sh's wrk measures one URL at a time and cannot hold a rate
# nor run sign-ups and checkouts. Loopback only; the web process on
# SOAK_PORT (3443), database SOAK_PG_DB (lexpat_soak, dropped at the end).
# Builds the app when build/ is missing or SOAK_REBUILD=1.
set -uo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
port=${SOAK_PORT:-3443}
db=${SOAK_PG_DB:-lexpat_soak}
if ss -ltn 2>/dev/null | grep -q "127.0.0.1:$port "; then
  echo "port $port is in use: stop what listens there first"; exit 1
fi
work=$(mktemp -d /tmp/lexpat-soak-XXXXXX)
app_pid=
psql_cmd="psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -tAq"
node_bin="$(pwd)/node_modules/.bin/node"
cleanup() {
  if [ -n "$app_pid" ]; then
    kill "$app_pid" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$app_pid" 2>/dev/null
  fi
  $psql_cmd -d postgres -c "drop database if exists $db with (force)" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ ! -f build/bin/server.js ] || [ "${SOAK_REBUILD:-0}" = 1 ]; then
  echo "Building…"
  timeout 1200 npm run build >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; exit 1; }
fi
$psql_cmd -d postgres -c "drop database if exists $db with (force)" >/dev/null || exit 1
$psql_cmd -d postgres -c "create database $db" >/dev/null || exit 1

APP_KEY=$("$node_bin" -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
export APP_KEY HOST=127.0.0.1 PORT=$port APP_URL="http://127.0.0.1:$port" LOG_LEVEL=warn TZ=UTC \
  DB_CONNECTION=pg PG_HOST=127.0.0.1 PG_PORT=5432 PG_USER=postgres PG_PASSWORD= PG_DB_NAME="$db" \
  SESSION_DRIVER=database LIMITER_STORE=memory QUEUE_DRIVER=database \
  MAIL_MAILER=log MAIL_FROM_ADDRESS=no-reply@lexpat.example TRUSTED_PROXIES=loopback WORKER_WATCH=off
# Demo data (members, staff) is seeded outside production only.
NODE_ENV=development timeout 600 "$node_bin" build/ace.js migration:run --force >"$work/migrate.log" 2>&1 \
  || { tail -n 20 "$work/migrate.log"; exit 1; }
NODE_ENV=development timeout 600 "$node_bin" build/ace.js db:seed >"$work/seed.log" 2>&1 \
  || { tail -n 20 "$work/seed.log"; exit 1; }
price_id=$($psql_cmd -d "$db" -c "select p.id from prices p join plans pl on pl.id = p.plan_id
  where p.is_active and pl.slug = 'personal' order by p.id limit 1")

# Card tokens for the checkouts, as Omise.js would have made them (the
# sandbox's tokenization route is off in production): one per checkout.
$psql_cmd -d "$db" -c "insert into sandbox_tokens (id, name, brand, last4, expiry_month, expiry_year,
    financing, three_d_secure, expires_at, created_at)
  select 'tokn_test_soak' || lpad(n::text, 10, '0'), 'Soak Test', 'Visa', '4242', 12,
    extract(year from now())::int + 3, 'credit', 'none', now() + interval '1 day', now()
  from generate_series(0, 20000) n" || exit 1

export NODE_ENV=production
# In build/, as `npm start` runs it (Vite's manifests are read relative to it).
(cd build && exec "$node_bin" --max-old-space-size=192 --max-semi-space-size=16 bin/server.js) >"$work/app.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 120); do curl -fs -o /dev/null "http://127.0.0.1:$port/health" && break; sleep 0.5; done

echo "Soak, $(date -u '+%Y-%m-%d %H:%M UTC'), $minutes min, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
BASE="http://127.0.0.1:$port" APP_PID=$app_pid PRICE_ID=$price_id TOKEN_PREFIX=tokn_test_soak SOAK_SECONDS=$((minutes * 60)) \
  timeout $((minutes * 60 + 300)) "$node_bin" bench/soak.mjs
status=$?
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
errors=$(grep -c '"level":50' "$work/app.log")
echo "error lines in the app's log: $errors"
[ "$errors" = 0 ] || grep '"level":50' "$work/app.log" | head -n 3 | cut -c1-400
exit $status
