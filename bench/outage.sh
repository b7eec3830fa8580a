#!/usr/bin/env bash
# Outage drill (DESIGN §11): the production build on a PRIVATE PostgreSQL
# cluster (initdb in a temp directory, run as the `postgres` user) and a
# PRIVATE redis-server, on their own ports — never the shared 5432/6379.
# Sessions, rate limits, the queue and the chat transport all on Redis.
# bench/outage.mjs stops Redis for OUTAGE_SECONDS (default 30) under a
# steady request mix, starts it, then does the same with PostgreSQL, and
# prints the table: status counts per phase and request kind, 503s with
# Retry-After, time to recover. Exits non-zero on any 5xx other than 503 or
# a 503 without Retry-After.
#
#   bash bench/outage.sh
# Ports: app BENCH_APP_PORT (3420), Redis BENCH_REDIS_PORT (6420), PostgreSQL
# BENCH_PG_PORT (5420). Builds the app (`npm run build`) when build/ is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
app_port=${BENCH_APP_PORT:-3420}
redis_port=${BENCH_REDIS_PORT:-6420}
pg_port=${BENCH_PG_PORT:-5420}
pg_bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
for port in "$app_port" "$redis_port" "$pg_port"; do
  if ss -ltn 2>/dev/null | grep -q ":$port "; then
    echo "port $port is in use: choose another (BENCH_*_PORT)"; exit 1
  fi
done
command -v redis-server >/dev/null || { echo "needs redis-server (apt-get install redis-server)"; exit 1; }
[ -x "$pg_bin/initdb" ] || { echo "needs PostgreSQL's initdb in $pg_bin"; exit 1; }

work=$(mktemp -d /tmp/lexpat-outage-XXXXXX)
chmod 755 "$work"
mkdir -p "$work/pg" "$work/socket" "$work/redis"
chown postgres "$work/pg" "$work/socket"
app_pid=
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
  runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if [ ! -f build/bin/server.js ]; then
  echo "Building…"
  timeout 900 npm run build >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; exit 1; }
fi

echo "Private PostgreSQL on $pg_port, Redis on $redis_port, app on $app_port"
runuser -u postgres -- "$pg_bin/initdb" -D "$work/pg/data" -U postgres --auth=trust >/dev/null
runuser -u postgres -- "$pg_bin/pg_ctl" -D "$work/pg/data" -w -l "$work/pg/pg.log" \
  -o "-p $pg_port -k $work/socket -c listen_addresses=127.0.0.1" start >/dev/null
runuser -u postgres -- "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres lexpat

export HOST=127.0.0.1 PORT=$app_port APP_URL="http://127.0.0.1:$app_port" LOG_LEVEL=warn \
  DB_CONNECTION=pg PG_HOST=127.0.0.1 PG_PORT=$pg_port PG_USER=postgres PG_DB_NAME=lexpat \
  REDIS_HOST=127.0.0.1 REDIS_PORT=$redis_port SESSION_DRIVER=redis LIMITER_STORE=redis \
  QUEUE_DRIVER=redis TRANSMIT_TRANSPORT=redis MAIL_MAILER=log
APP_KEY=$(node_modules/.bin/node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
export APP_KEY

# Schema and the demo accounts (the development seeder; production seeds no demo data).
NODE_ENV=development timeout 300 npx --no-install node ace migration:run --force >/dev/null
NODE_ENV=development timeout 300 npx --no-install node ace db:seed >/dev/null

# The web process boots while Redis is still down: it must come up, report
# not ready, and become ready once the drill starts Redis.
(cd build && export NODE_ENV=production && exec "$root/node_modules/.bin/node" bin/server.js) >"$work/app.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 60); do
  curl -fs "http://127.0.0.1:$app_port/health" >/dev/null 2>&1 && break
  sleep 0.5
done
echo "booted with Redis down: /health $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$app_port/health"), /health/ready $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$app_port/health/ready")"

status=0
REDIS_PORT=$redis_port REDIS_DIR="$work/redis" PG_DATA="$work/pg/data" PG_PORT=$pg_port \
  PG_SOCKET_DIR="$work/socket" PG_BIN="$pg_bin" OUTAGE_SECONDS=${OUTAGE_SECONDS:-30} \
  "$root/node_modules/.bin/node" bench/outage.mjs || status=$?
echo
echo "500s in the app log: $(grep -c '"status":500' "$work/app.log" || true)"
exit $status
