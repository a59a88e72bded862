#!/usr/bin/env bash
# The README's two commands on a fresh clone of this repository, as someone who uses it as a
# template would run them: `npm ci && npm start` (the site must answer, and its 404 too), then
# `npm test`. With a starter's name, the root site.yaml is first replaced by that starter's site
# (starters/<name>/site.yaml, or the fixture site it is), so the test suite runs on another site.
#   bash scripts/template-check.sh            # this repository's own site
#   bash scripts/template-check.sh bakery     # the README's bakery in its place
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
# npm start runs the server as a child of its own: stop the whole process group it leads.
stop() { [ -n "${server:-}" ] && kill -- "-$server" 2>/dev/null || true; server=; }
trap 'stop; rm -rf "$work"' EXIT
git clone --quiet "$repo" "$work/site"
cd "$work/site"
if [ -n "${1:-}" ]; then
  from="starters/$1/site.yaml"
  [ -f "$from" ] || from="tests/fixtures/sites/$1/site.yaml"
  cp "$from" site.yaml
  echo "site.yaml is now $from"
fi
npm ci --no-audit --no-fund
PORT=4183 setsid npm start > "$work/start.log" 2>&1 &
server=$!
for _ in $(seq 1 240); do grep -q '^Serving ' "$work/start.log" && break; sleep 1; done
cat "$work/start.log"
test "$(curl -s -o /dev/null -w '%{http_code}' http://localhost:4183/)" = 200
test "$(curl -s -o /dev/null -w '%{http_code}' http://localhost:4183/no-such-page)" = 404
stop
echo "npm start served the site and its 404."
npm test
