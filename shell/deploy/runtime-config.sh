#!/bin/sh
# Runs in the static host image at start. In the shell's image, writes the runtime
# configuration beside index.html from the environment, so moving the API or a remote is a
# configuration change, never a rebuild. Other front ends leave these variables unset.
set -eu
root="${STATIC_ROOT:-/usr/share/nginx/html}"
if [ -n "${API_PUBLIC_URL:-}" ]; then
  printf '{"apiHost":"%s"}\n' "$API_PUBLIC_URL" > "$root/config.json"
fi
if [ -n "${REMOTES_JSON:-}" ]; then
  printf '%s\n' "$REMOTES_JSON" > "$root/remotes.json"
fi
