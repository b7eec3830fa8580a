#!/usr/bin/env bash
# The scale-out topology of DESIGN §6/§7 on this machine, checked end to end:
# PostgreSQL (a database of its own), a private Redis, two web processes of
# the production build behind the shipped nginx configuration
# (deploy/nginx/lexpat.conf, an upstream of two), two workers. Checks:
#
#   - jobs run once with two workers (the renewals both workers queue at start);
#   - a renewal run on both worker hosts at once charges each membership once;
#   - a session started on web A is valid on web B;
#   - a content edit on A shows on B within a second;
#   - rate limits are shared (the 6th wrong sign-in is refused, A and B alternating);
#   - support chat: a visitor on B reaches the staff console streaming from A
#     (transmit over Redis), and the staff reply on A reaches the visitor on B;
#   - killing one web process mid-load loses no GET (nginx retries it on the other).
#
# Usage: bash bench/scale_out.sh     Prints a table (check, result).
# Loopback only; every wait is bounded; everything started is stopped and
# the database dropped at the end. Ports: web 3441/3442, Redis 3449, nginx
# 8441 (SCALE_WEB_A, SCALE_WEB_B, SCALE_REDIS_PORT, SCALE_PROXY_PORT);
# database SCALE_PG_DB (default lexpat_scale) on PostgreSQL at 127.0.0.1:5432.
# Builds the app (`npm run build`) when build/ is missing or SCALE_REBUILD=1.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

web_a_port=${SCALE_WEB_A:-3441}
web_b_port=${SCALE_WEB_B:-3442}
redis_port=${SCALE_REDIS_PORT:-3449}
proxy_port=${SCALE_PROXY_PORT:-8441}
db=${SCALE_PG_DB:-lexpat_scale}
for port in $web_a_port $web_b_port $redis_port $proxy_port; do
  if ss -ltn 2>/dev/null | grep -q "127.0.0.1:$port "; then
    echo "port $port is in use: stop what listens there first"; exit 1
  fi
done

work=$(mktemp -d /tmp/lexpat-scale-XXXXXX)
pids=()
redis_pid=
nginx_pid_file="$work/nginx.pid"
psql_cmd="psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -tAq"
node_bin="$root/node_modules/.bin/node"

cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  [ -f "$nginx_pid_file" ] && kill "$(cat "$nginx_pid_file")" 2>/dev/null
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null
  done
  [ -n "$redis_pid" ] && kill "$redis_pid" 2>/dev/null && wait "$redis_pid" 2>/dev/null
  $psql_cmd -d postgres -c "drop database if exists $db with (force)" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

results=()
result() { results+=("$1|$2|$3"); echo "  $1: $2 — $3"; }

# ── Build ─────────────────────────────────────────────────────────────────────
if [ ! -f build/bin/server.js ] || [ "${SCALE_REBUILD:-0}" = 1 ]; then
  echo "Building…"
  timeout 1200 npm run build >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; exit 1; }
fi

# ── PostgreSQL database and a private Redis ───────────────────────────────────
$psql_cmd -d postgres -c "drop database if exists $db with (force)" >/dev/null || exit 1
$psql_cmd -d postgres -c "create database $db" >/dev/null || exit 1
sql() { $psql_cmd -d "$db" -c "$1"; }

redis-server --port "$redis_port" --bind 127.0.0.1 --save "" --appendonly no --daemonize no \
  >"$work/redis.log" 2>&1 &
redis_pid=$!
for _ in $(seq 1 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done

APP_KEY=$("$node_bin" -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
export APP_KEY HOST=127.0.0.1 PORT=$web_a_port APP_URL="http://127.0.0.1:$proxy_port" LOG_LEVEL=warn TZ=UTC \
  DB_CONNECTION=pg PG_HOST=127.0.0.1 PG_PORT=5432 PG_USER=postgres PG_PASSWORD= PG_DB_NAME="$db" \
  REDIS_HOST=127.0.0.1 REDIS_PORT="$redis_port" SESSION_DRIVER=redis LIMITER_STORE=redis \
  TRANSMIT_TRANSPORT=redis QUEUE_DRIVER=database CACHE_STORE=redis \
  MAIL_MAILER=log MAIL_FROM_ADDRESS=no-reply@lexpat.example TRUSTED_PROXIES=loopback

# Schema and the demo data (members with sandbox cards, staff): the seeder
# writes demo data outside production only, so these two run as development.
NODE_ENV=development timeout 600 "$node_bin" build/ace.js migration:run --force >"$work/migrate.log" 2>&1 \
  || { tail -n 20 "$work/migrate.log"; exit 1; }
NODE_ENV=development timeout 600 "$node_bin" build/ace.js db:seed >"$work/seed.log" 2>&1 \
  || { tail -n 20 "$work/seed.log"; exit 1; }
export NODE_ENV=production

# More members like member@lexpat.test (active Personal plan, sandbox card):
# SCALE_MEMBERS copies, each with its own sandbox customer and card.
copies=${SCALE_MEMBERS:-40}
sql "do \$\$
declare
  src users; u users; s subscriptions; pm payment_methods; 
begin
  select * into src from users where email = 'member@lexpat.test';
  for i in 1..$copies loop
    u := src;
    u.id := nextval(pg_get_serial_sequence('users', 'id'));
    u.email := 'scale-' || i || '@lexpat.test';
    insert into users select (u).*;
    insert into sandbox_customers (id, email, description, created_at)
      values ('cust_scale_' || i, u.email, '', now());
    insert into sandbox_cards (id, customer_id, name, brand, last4, expiry_month, expiry_year,
        financing, three_d_secure, deleted, created_at)
      values ('card_scale_' || i, 'cust_scale_' || i, u.name, 'Visa', '4242', 12,
        extract(year from now())::int + 3, 'credit', 'none', false, now());
    select * into pm from payment_methods where user_id = src.id order by is_default desc limit 1;
    pm.id := nextval(pg_get_serial_sequence('payment_methods', 'id'));
    pm.user_id := u.id;
    pm.gateway_customer_id := 'cust_scale_' || i;
    pm.gateway_card_id := 'card_scale_' || i;
    pm.is_default := true;
    insert into payment_methods select (pm).*;
    select * into s from subscriptions where user_id = src.id and status = 'active' limit 1;
    s.id := nextval(pg_get_serial_sequence('subscriptions', 'id'));
    s.user_id := u.id;
    s.membership_number := 'LX-SCALE-' || i;
    insert into subscriptions select (s).*;
  end loop;
end \$\$" >/dev/null || exit 1

# Every active membership billed by card through Lexpat, with its card in
# the sandbox's vault, becomes due now (the demo members' cards are not
# in the vault: the seeder writes their payment methods only).
make_due() {
  # Whole seconds: the engine advances a period with a conditional update on
  # the stored end, compared at millisecond precision.
  sql "update subscriptions s
       set current_period_start = date_trunc('second', now()) - interval '1 month 1 hour',
         current_period_end = date_trunc('second', now()) - interval '1 hour'
       where s.status = 'active' and not s.custom_created
         and exists (select 1 from users u where u.id = s.user_id and not u.is_free_member and not u.is_omise_user)
         and exists (select 1 from payment_methods pm join sandbox_cards c on c.id = pm.gateway_card_id
                     where pm.user_id = s.user_id)
       returning s.id" | grep -c .
}
# Charges per due membership since the sandbox was emptied: "memberships charged once / charged twice / not charged".
charge_counts() {
  sql "select
         count(*) filter (where n = 1), count(*) filter (where n > 1), count(*) filter (where n = 0)
       from (select s.id, (select count(*) from sandbox_charges c
               join payment_methods pm on pm.gateway_customer_id = c.customer_id
               where pm.user_id = s.user_id) as n
             from subscriptions s where s.id = any(string_to_array('$1', ',')::int[])) t" | tr '|' ' '
}
due_ids() {
  sql "select string_agg(s.id::text, ',') from subscriptions s
       where s.status = 'active' and not s.custom_created and s.current_period_end < now()
         and exists (select 1 from users u where u.id = s.user_id and not u.is_free_member and not u.is_omise_user)
         and exists (select 1 from payment_methods pm join sandbox_cards c on c.id = pm.gateway_card_id
                     where pm.user_id = s.user_id)"
}

last_pid=
start() { # name, then the command; its pid in $last_pid
  local name=$1; shift
  "$@" >"$work/$name.log" 2>&1 &
  last_pid=$!
  pids+=("$last_pid")
  disown "$last_pid" # killed on purpose later: no "Killed" line from bash
}

# ── 1. Jobs run once with two workers ─────────────────────────────────────────
sql "delete from sandbox_charges" >/dev/null
due=$(make_due)
ids=$(due_ids)
echo "Two workers, $due memberships due…"
start worker1 "$node_bin" --max-old-space-size=192 build/ace.js worker
start worker2 "$node_bin" --max-old-space-size=192 build/ace.js worker
# Each worker queues a sweep at start; each sweep queues one renewal job per
# due membership (deduplicated); both workers run what is queued.
for _ in $(seq 1 120); do
  read -r once twice none <<<"$(charge_counts "$ids")"
  pending=$(sql "select count(*) from queue_jobs where status in ('pending', 'active', 'delayed')")
  [ "${none:-1}" = 0 ] && [ "$pending" = 0 ] && break
  sleep 1
done
read -r once twice none <<<"$(charge_counts "$ids")"
jobs_done=$(sql "select count(*) from queue_jobs where status = 'completed' and data::json->>'name' = 'RenewMembershipJob'")
jobs_failed=$(sql "select count(*) from queue_jobs where status = 'failed'")
workers_seen=$(sql "select count(*) from worker_heartbeats where stopped_at is null")
ok=$([ "$once" = "$due" ] && [ "$twice" = 0 ] && [ "$due" -gt 0 ] && echo met || echo "NOT met")
result "jobs run once with two workers" "$ok" \
  "$due due memberships: $once charged once, $twice more than once, $none not charged; $jobs_done renewal jobs completed, $jobs_failed failed jobs; $workers_seen worker heartbeats"

# ── 2. A renewal run on both worker hosts at once ─────────────────────────────
sql "delete from sandbox_charges" >/dev/null
due=$(make_due)
ids=$(due_ids)
"$node_bin" build/ace.js billing:run >"$work/run1.log" 2>&1 &
run1=$!
"$node_bin" build/ace.js billing:run >"$work/run2.log" 2>&1 &
run2=$!
pids+=($run1 $run2)
wait $run1; rc1=$?
wait $run2; rc2=$?
read -r once twice none <<<"$(charge_counts "$ids")"
ok=$([ "$once" = "$due" ] && [ "$twice" = 0 ] && [ "$due" -gt 0 ] && echo met || echo "NOT met")
result "renewal run on both workers at once" "$ok" \
  "two billing:run at once (exit $rc1, $rc2) over $due due memberships: $once charged once, $twice more than once, $none not charged"

# ── Two web processes and nginx ───────────────────────────────────────────────
PORT=$web_a_port start webA "$node_bin" --max-old-space-size=192 --max-semi-space-size=16 build/bin/server.js
web_a=$last_pid
PORT=$web_b_port start webB "$node_bin" --max-old-space-size=192 --max-semi-space-size=16 build/bin/server.js
web_b=$last_pid
for port in $web_a_port $web_b_port; do
  for _ in $(seq 1 120); do curl -fs -o /dev/null "http://127.0.0.1:$port/health" && break; sleep 0.5; done
done

mkdir -p "$work/cache" "$work/logs"
brotli=1
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || brotli=0
sed -e "s#    server 127.0.0.1:3333;#    server 127.0.0.1:$web_a_port;\n    server 127.0.0.1:$web_b_port;#" \
  -e "s#/var/cache/nginx/lexpat#$work/cache#" \
  -e "s#listen 80;#listen 127.0.0.1:$proxy_port;#" \
  -e "s#root /srv/lexpat/build/public;#root $root/build/public;#" \
  deploy/nginx/lexpat.conf >"$work/lexpat.conf"
# Without Debian's brotli modules: the same file minus its brotli lines.
[ "$brotli" = 1 ] || sed -i '/brotli/d' "$work/lexpat.conf"
{
  echo "user $(id -un);"
  if [ "$brotli" = 1 ]; then
    echo "load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;"
    echo "load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;"
  fi
  cat <<EOF
worker_processes 1;
pid $nginx_pid_file;
error_log $work/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work/logs;
  proxy_temp_path $work/logs;
  fastcgi_temp_path $work/logs;
  uwsgi_temp_path $work/logs;
  scgi_temp_path $work/logs;
  include $work/lexpat.conf;
}
EOF
} >"$work/nginx.conf"
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
"$nginx_bin" -t -c "$work/nginx.conf" -p "$work" >/dev/null 2>&1 \
  || { "$nginx_bin" -t -c "$work/nginx.conf" -p "$work"; exit 1; }
"$nginx_bin" -c "$work/nginx.conf" -p "$work" || exit 1
for _ in $(seq 1 50); do curl -fs -o /dev/null "http://127.0.0.1:$proxy_port/health" && break; sleep 0.1; done
upstreams=$(grep -c "server 127.0.0.1:" "$work/lexpat.conf")
echo "nginx on $proxy_port, upstream of $upstreams (webs $web_a, $web_b)"

# ── 3-7. The HTTP checks ──────────────────────────────────────────────────────
WEB_A="http://127.0.0.1:$web_a_port" WEB_B="http://127.0.0.1:$web_b_port" \
  PROXY="http://127.0.0.1:$proxy_port" KILL_PID=$web_b \
  MEMBER_EMAIL=member@lexpat.test STAFF_EMAIL=superadmin@lexpat.test \
  PSQL="psql -h 127.0.0.1 -U postgres -tAq -d $db -c" \
  timeout 300 "$node_bin" bench/scale_out_checks.mjs >"$work/checks.jsonl" 2>"$work/checks.err"
while IFS= read -r line; do
  check=$(node -e 'const r=JSON.parse(process.argv[1]);console.log(r.check)' "$line")
  ok=$(node -e 'const r=JSON.parse(process.argv[1]);console.log(r.ok?"met":"NOT met")' "$line")
  detail=$(node -e 'const r=JSON.parse(process.argv[1]);console.log(r.detail)' "$line")
  result "$check" "$ok" "$detail"
done <"$work/checks.jsonl"
[ -s "$work/checks.err" ] && { echo "checks stderr:"; tail -n 20 "$work/checks.err"; }
retried=$(grep -c "upstream" "$work/logs/error.log" 2>/dev/null)
result "nginx upstream errors (each retried on the other process)" "info" "${retried:-0} lines in nginx's error log"

errors_a=$(grep -c '"level":50' "$work/webA.log")
result "server errors logged by web A" "$([ "$errors_a" = 0 ] && echo met || echo "NOT met")" "$errors_a error lines"

# ── Table ─────────────────────────────────────────────────────────────────────
echo
echo "Scale-out, $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| Check | Result | Detail |"
echo "| ----- | ------ | ------ |"
for row in "${results[@]}"; do
  IFS='|' read -r check ok detail <<<"$row"
  echo "| $check | $ok | $detail |"
done
