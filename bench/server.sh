#!/usr/bin/env bash
# Server benchmarks (loopback only, bounded in time), one table:
#
# - public pages (/, /view-plans, /faqs/general, /get-started) through the
#   shipped nginx configuration (deploy/nginx/lexpat.conf) and from the app
#   alone, against nginx serving the same HTML as a static file and against
#   the framework's trivial route (`GET /health`: a route answering a small
#   JSON through the whole middleware stack; no bench-only route exists);
# - the app alone with every request a render-cache miss (a unique query
#   string each time), i.e. the full SSR cost;
# - the web process's RSS under that sustained load, and the cold start
#   from `npm start` to the first 200 on `/`.
#
# Usage: bash bench/server.sh [page…]    (BENCH_SECONDS=10 per run, 32 connections;
#   BENCH_WARMUP=3 seconds of uncounted misses before the measured miss run)
#   The pages default to every public page type of the mobile budget: home in
#   English and Thai, view-plans, a coverage page, the general FAQ, a blog
#   article (seeded), contact and get-started.
# Ports: app 3507, nginx proxy 8087, nginx static 8088 (override with
# BENCH_APP_PORT, BENCH_PROXY_PORT, BENCH_STATIC_PORT). Installs Debian's
# wrk, nginx-light and the brotli modules when missing; builds the app
# (`npm run build`) when build/ is missing or BENCH_REBUILD=1.
set -uo pipefail
cd "$(dirname "$0")/.."
for port in ${BENCH_APP_PORT:-3507} ${BENCH_PROXY_PORT:-8087} ${BENCH_STATIC_PORT:-8088}; do
  if ss -ltn 2>/dev/null | grep -q "127.0.0.1:$port "; then
    echo "port $port is in use: stop what listens there first"; exit 1
  fi
done
root=$(pwd)

seconds=${BENCH_SECONDS:-10}
connections=${BENCH_CONNECTIONS:-32}
app_port=${BENCH_APP_PORT:-3507}
proxy_port=${BENCH_PROXY_PORT:-8087}
static_port=${BENCH_STATIC_PORT:-8088}
if [ $# -gt 0 ]; then
  pages=("$@")
else
  pages=(/ '/?lang=th' /view-plans /personal-plan/coverage-and-pricing /faqs/general
    /resources/blog/moving-to-thailand-with-a-family /resources/contact-us /get-started)
fi
work=$(mktemp -d /tmp/lexpat-bench-XXXXXX)
app_pid=
nginx_pid_file="$work/nginx.pid"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
  [ -f "$nginx_pid_file" ] && kill "$(cat "$nginx_pid_file")" 2>/dev/null
  sleep 0.3
  rm -rf "$work"
}
trap cleanup EXIT

missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] \
  || missing+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}…"
  as_root env DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq "${missing[@]}" >/dev/null \
    || { as_root timeout 300 apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq "${missing[@]}" >/dev/null; } \
    || { echo "could not install ${missing[*]}"; exit 1; }
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

if [ ! -f build/bin/server.js ] || [ "${BENCH_REBUILD:-0}" = 1 ]; then
  echo "Building…"
  timeout 900 npm run build >"$work/build.log" 2>&1 || { tail -n 30 "$work/build.log"; exit 1; }
fi

# Production settings on a throw-away SQLite file; modules resolve from
# build/node_modules when present, else from the project's node_modules.
export NODE_ENV=production HOST=127.0.0.1 PORT=$app_port APP_URL="http://127.0.0.1:$app_port" \
  LOG_LEVEL=warn SESSION_DRIVER=database DB_CONNECTION=sqlite SQLITE_FILENAME=tmp/bench.sqlite3
APP_KEY=$(npx --no-install node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
export APP_KEY
mkdir -p build/tmp
rm -f build/tmp/bench.sqlite3*
timeout 300 npm run --silent migrate >/dev/null || { echo "migrations failed"; exit 1; }
timeout 300 npx --no-install node build/ace.js db:seed --force >/dev/null 2>&1 \
  || timeout 300 npx --no-install node build/ace.js db:seed >/dev/null || { echo "seeding failed"; exit 1; }
"$root/node_modules/.bin/node" --input-type=module -e \
  "await (await import('$root/bench/lib/demo_article.mjs')).insertDemoArticle('$root', '$root/build/tmp/bench.sqlite3')" \
  || { echo "seeding the demo article failed"; exit 1; }

# The web process itself, with the flags of `npm start`, without npm in between, in build/ as
# `npm start` and the systemd unit run it (Vite's manifests are read relative to it).
start_app() {
  (cd build && exec "$root/node_modules/.bin/node" --max-old-space-size=192 --max-semi-space-size=16 bin/server.js) >"$work/app.log" 2>&1 &
  app_pid=$!
}
stop_app() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
  app_pid=
}
# Milliseconds from spawn to the first 200 on / (runs in this shell, so that
# app_pid stays known and the process is stopped after).
cold_start() {
  local begin end
  begin=$(date +%s%N)
  start_app
  for _ in $(seq 1 600); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$app_port/")" = 200 ]; then
      end=$(date +%s%N)
      starts+=($(((end - begin) / 1000000)))
      return
    fi
    sleep 0.02
  done
  starts+=(99999)
}

# ── cold start: three runs, the median ────────────────────────────────────────
starts=()
for _ in 1 2 3; do
  cold_start
  stop_app
done
cold=$(printf '%s\n' "${starts[@]}" | sort -n | sed -n 2p)

start_app
for _ in $(seq 1 100); do curl -fs -o /dev/null "http://127.0.0.1:$app_port/health" && break; sleep 0.1; done
for page in "${pages[@]}"; do curl -fs -o /dev/null "http://127.0.0.1:$app_port$page"; done

# ── nginx: the shipped config (proxy) and a static server of the same HTML ────
mkdir -p "$work/static" "$work/cache" "$work/logs"
# The static server gets each page's own HTML, under a file name per page.
static_name() { local n=${1//[^a-zA-Z0-9]/_}; echo "page${n}.html"; }
for page in "${pages[@]}"; do
  curl -fs "http://127.0.0.1:$app_port$page" >"$work/static/$(static_name "$page")"
done
sed -e "s#server 127.0.0.1:3333;#server 127.0.0.1:$app_port;#" \
  -e "s#/var/cache/nginx/lexpat#$work/cache#" \
  -e "s#listen 80;#listen 127.0.0.1:$proxy_port;#" \
  -e "s#root /srv/lexpat/build/public;#root $root/build/public;#" \
  deploy/nginx/lexpat.conf >"$work/lexpat.conf"
cat >"$work/nginx.conf" <<EOF
user $(id -un);
load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
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
  server {
    listen 127.0.0.1:$static_port;
    root $work/static;
    location / { try_files \$uri =404; }
  }
}
EOF
"$nginx_bin" -t -c "$work/nginx.conf" -p "$work" >/dev/null 2>&1 || { "$nginx_bin" -t -c "$work/nginx.conf" -p "$work"; exit 1; }
"$nginx_bin" -c "$work/nginx.conf" -p "$work" || exit 1
sleep 0.3
for page in "${pages[@]}"; do curl -fs -o /dev/null "http://127.0.0.1:$proxy_port$page"; done

# ── load ─────────────────────────────────────────────────────────────────────
# run <label> <url> [lua script] → "rps p99_ms"; a run with errors or non-2xx
# answers is reported and its rate counted as 0 (it measured nothing).
run() {
  local out rps p99
  # A full render may take seconds on a busy machine: wait up to 10 s for an answer.
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency ${3:+-s "$3"} "$2" 2>&1)
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; printf "%.1f", v}' <<<"$out")
  if grep -qE 'Non-2xx|Socket errors' <<<"$out"; then
    echo "$1 $2: $(grep -E 'Non-2xx|Socket errors' <<<"$out" | tr -s ' ')" >>"$root/tmp/bench-errors.log"
    rps=0
  fi
  echo "${rps:-0} ${p99:-0}"
}
cat >"$work/miss.lua" <<'EOF'
-- Every request a different URL, so the render cache never hits and never
-- stores (it keeps a page from its second render). Each thread and each run
-- has its own prefix: wrk's threads share one random sequence, so a counter
-- with math.random() alone asked every URL twice (once per thread), and
-- the warm-up's URLs again in the measured run, which filled the cache.
local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("prefix", string.format("%d-%d-%d", os.time(), math.floor(os.clock() * 1e6), threads))
end
counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/?bench=" .. prefix .. "-" .. counter)
end
EOF

rss_max=0
sample_rss() { # samples the app's RSS every 200 ms while wrk runs
  local node_pid=$app_pid
  while kill -0 "$1" 2>/dev/null; do
    local rss
    rss=$(ps -o rss= -p "$node_pid" 2>/dev/null | tr -d ' ')
    [ -n "$rss" ] && [ "$rss" -gt "$rss_max" ] && rss_max=$rss
    sleep 0.2
  done
  echo "$rss_max" >"$work/rss"
}

rm -f "$root/tmp/bench-errors.log"
# Each figure is paired with its baseline measured just before it: the
# machine may be shared, and a baseline taken minutes apart would not compare.
declare -A result
for page in "${pages[@]}"; do
  result["static $page"]=$(run static "http://127.0.0.1:$static_port/$(static_name "$page")")
  result["proxy $page"]=$(run proxy "http://127.0.0.1:$proxy_port$page")
  result["trivial $page"]=$(run trivial "http://127.0.0.1:$app_port/health")
  result["app $page"]=$(run app "http://127.0.0.1:$app_port$page")
done
# Full SSR (cache misses), with the RSS sampled during the run. An uncounted
# run of the same load first (BENCH_WARMUP seconds, 3): the renders before it
# were all cache hits, and the first concurrent renders after a start wait on
# the compiler (p99 2–3 × a warm run's).
[ "${BENCH_WARMUP:-3}" != 0 ] && wrk -t2 -c"$connections" -d"${BENCH_WARMUP:-3}s" --timeout 10s \
  -s "$work/miss.lua" "http://127.0.0.1:$app_port/" >/dev/null 2>&1
( run miss "http://127.0.0.1:$app_port/" "$work/miss.lua" >"$work/miss" ) &
wrk_job=$!
sample_rss "$wrk_job"
wait "$wrk_job"
read -r miss_rps miss_p99 <"$work/miss"
rss_mb=$(( $(cat "$work/rss") / 1024 ))

# ── table ────────────────────────────────────────────────────────────────────
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
verdict() { awk -v v="$1" -v t="$2" -v dir="$3" 'BEGIN { if ((dir == ">=" && v >= t) || (dir == "<=" && v <= t)) print "met"; else print "NOT met" }'; }

echo
echo "Lexpat server benchmark — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, wrk -t2 -c$connections -d${seconds}s, loopback"
printf '%-32s %10s %9s  %-34s %s\n' "Case" "req/s" "p99 ms" "Target" "Result"
for page in "${pages[@]}"; do
  read -r base base_p99 <<<"${result["static $page"]}"
  read -r rps p99 <<<"${result["proxy $page"]}"
  r=$(ratio "$rps" "$base")
  printf '%-32s %10s %9s  %-34s %s\n' "nginx static file $page" "$base" "$base_p99" "baseline" ""
  printf '%-32s %10s %9s  %-34s %s\n' "proxy $page" "$rps" "$p99" "≥ 0.9 × static (ratio $r)" "$(verdict "$r" 0.9 '>=')"
done
for page in "${pages[@]}"; do
  read -r base base_p99 <<<"${result["trivial $page"]}"
  read -r rps p99 <<<"${result["app $page"]}"
  r=$(ratio "$rps" "$base")
  v1=$(verdict "$r" 1.0 '>=')
  v2=$(verdict "$p99" 25 '<=')
  [ "$v1" = met ] && [ "$v2" = met ] && v=met || v="NOT met"
  printf '%-32s %10s %9s  %-34s %s\n' "app trivial GET /health" "$base" "$base_p99" "baseline" ""
  printf '%-32s %10s %9s  %-34s %s\n' "app alone $page" "$rps" "$p99" "≥ 1.0 × trivial (ratio $r), p99 ≤ 25" "$v"
done
printf '%-32s %10s %9s  %-34s %s\n' "app / every request a miss (SSR)" "$miss_rps" "$miss_p99" "≥ 2 × 165 (before), p99 ≤ 150" "$( [ "$(verdict "$miss_rps" 330 '>=')" = met ] && [ "$(verdict "$miss_p99" 150 '<=')" = met ] && echo met || echo 'NOT met')"
printf '%-32s %10s %9s  %-34s %s\n' "RSS under the SSR load" "${rss_mb} MB" "" "≤ 250 MB" "$(verdict "$rss_mb" 250 '<=')"
printf '%-32s %10s %9s  %-34s %s\n' "cold start to first / (median of 3)" "${cold} ms" "" "≤ 2000 ms" "$(verdict "$cold" 2000 '<=')"
echo "cold starts: ${starts[*]} ms"
if [ -f "$root/tmp/bench-errors.log" ]; then
  echo "Runs with errors (rate counted as 0):"
  cat "$root/tmp/bench-errors.log"
fi
