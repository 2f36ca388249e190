#!/usr/bin/env bash
# The server tests and the browser tests against nginx run Debian's nginx with
# the brotli_static module (deploy/nginx.conf). Installs them when missing.
set -euo pipefail
MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if command -v nginx >/dev/null 2>&1 && [ -f "$MODULE" ]; then
  exit 0
fi
echo "nginx or its brotli_static module is missing: installing Debian's packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
nginx -v
