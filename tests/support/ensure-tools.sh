#!/usr/bin/env bash
# The first step of `npm test`: the system programs the tests need besides Node, installed when missing.
# PostgreSQL's server binaries (the API tests on a real server) and Chromium (the end-to-end tests) come from
# the system's package manager (apt-get; as root, or through sudo). CHROMIUM_PATH and PG_BIN point elsewhere.
set -euo pipefail

need=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not a program." >&2; exit 1; }
elif [ ! -x /usr/bin/chromium ]; then
  need+=(chromium)
fi
if [ -z "${PG_BIN:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

echo "The tests need ${need[*]}: installing with apt-get."
if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-get was not found: install ${need[*]} with the system's package manager, then run npm test again." >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "Installing ${need[*]} needs root: run as root, or install them yourself." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "Installed ${need[*]}."
