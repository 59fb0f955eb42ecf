#!/bin/sh
# Runs in the static host image at start. In the shell's image, writes the runtime
# configuration beside index.html from the environment, so moving the API or a remote is a
# configuration change, never a rebuild. Other front ends leave these variables unset.
set -eu
root="${STATIC_ROOT:-/usr/share/nginx/html}"

# A JSON string's inside: backslashes and double quotes escaped.
json_text() {
  printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g'
}

if [ -n "${API_PUBLIC_URL:-}" ]; then
  config="\"apiHost\":\"$(json_text "$API_PUBLIC_URL")\""
  # The payment host the API sends customers to: the pages' Content-Security-Policy lets forms post there.
  if [ -n "${PHONEPE_BASE_URL:-}" ]; then config="$config,\"paymentHost\":\"$(json_text "$PHONEPE_BASE_URL")\""; fi
  # The store's contact details for the support page, and its UPI id for payments at the door, each only when set.
  for pair in storePhone:STORE_PHONE storeWhatsApp:STORE_WHATSAPP storeEmail:STORE_EMAIL storeHours:STORE_HOURS storeUpiId:STORE_UPI_ID storeUpiName:STORE_UPI_NAME; do
    field=${pair%%:*}
    eval "value=\${${pair#*:}:-}"
    if [ -n "$value" ]; then config="$config,\"$field\":\"$(json_text "$value")\""; fi
  done
  printf '{%s}\n' "$config" > "$root/config.json"
fi
if [ -n "${REMOTES_JSON:-}" ]; then
  printf '%s\n' "$REMOTES_JSON" > "$root/remotes.json"
fi
