#!/usr/bin/env bash
# The suite's steadiness and time: a fresh clone of this repository's HEAD, `npm ci` once, then `npm test`
# N times in a row (default 5), each run's last lines (tier times, passed/failed, any retried test) kept.
# Usage: bash bench/test-runs.sh [N] [DIR]   (run it with nothing else on the machine)
set -uo pipefail
runs=${1:-5}
dir=${2:-$(mktemp -d /tmp/siteproof-runs-XXXX)}
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
rm -rf "$dir" && git clone -q "$repo" "$dir" && cd "$dir" || exit 1
echo "fresh clone of $(git rev-parse --short HEAD) in $dir"
npm ci --no-audit --no-fund >/dev/null 2>&1 || { echo "npm ci failed"; exit 1; }
green=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  npm test >"run-$i.log" 2>&1
  status=$?
  [ $status -eq 0 ] && green=$((green + 1))
  echo "run $i: exit $status in $(($(date +%s) - start)) s; $(grep -aE 'total [0-9]+ s$' "run-$i.log" | tail -1); $(grep -a '^tests: ' "run-$i.log" | tail -1)"
  grep -aA20 'needed a second try' "run-$i.log" | head -20
done
echo "$green of $runs runs green"
