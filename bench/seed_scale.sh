#!/usr/bin/env bash
# Times the scale seeder (`node ace db:scale`) on SQLite and, when a server
# answers on 127.0.0.1:5432, on PostgreSQL. Each run uses its own fresh
# database and prints the seeder's own figures.
#
#   bash bench/seed_scale.sh [members]      (default 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
members="${1:-100000}"
mkdir -p tmp

echo "== SQLite (tmp/bench-scale.sqlite3), ${members} members"
rm -f tmp/bench-scale.sqlite3*
export SQLITE_FILENAME=tmp/bench-scale.sqlite3
npx node ace migration:run --compact-output >/dev/null
npx node ace db:seed >/dev/null
npx node ace db:scale --members="${members}" | tail -n 1
ls -lh tmp/bench-scale.sqlite3 | awk '{print "database file: " $5}'
unset SQLITE_FILENAME

if psql -h 127.0.0.1 -U postgres -tAc 'select 1' >/dev/null 2>&1; then
  echo "== PostgreSQL (lexpat_bench_scale), ${members} members"
  psql -h 127.0.0.1 -U postgres -qc 'drop database if exists lexpat_bench_scale'
  psql -h 127.0.0.1 -U postgres -qc 'create database lexpat_bench_scale'
  export DB_CONNECTION=pg PG_USER=postgres PG_DB_NAME=lexpat_bench_scale
  npx node ace migration:run --compact-output >/dev/null
  npx node ace db:seed >/dev/null
  npx node ace db:scale --members="${members}" | tail -n 1
else
  echo "== PostgreSQL: no server on 127.0.0.1:5432, skipped"
fi
