#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server from Debian's package for the durable-storage tests and prints
# the URL to export: eval "$(scripts/test-postgres.sh)" sets RAILKIT_TEST_DATABASE_URL.
# Installs the package when it is missing. Port: RAILKIT_TEST_POSTGRES_PORT or 55432.
set -euo pipefail

port="${RAILKIT_TEST_POSTGRES_PORT:-55432}"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 postgresql >&2 ||
    { apt-get update -q -o DPkg::Lock::Timeout=300 >&2 &&
      apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 postgresql >&2; }
fi
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="$(mktemp -d /tmp/railkit-postgres.XXXXXX)"

# PostgreSQL refuses to run as root: as root, run it as the package's postgres user.
as_server_user() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_server_user "'$bin/initdb' -D '$dir/data' -A trust -U railkit -E UTF8 >'$dir/initdb.log'"
as_server_user "'$bin/pg_ctl' -D '$dir/data' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1\" -l '$dir/server.log' -w start >&2"
echo "export RAILKIT_TEST_DATABASE_URL=postgres://railkit@127.0.0.1:$port/postgres"
