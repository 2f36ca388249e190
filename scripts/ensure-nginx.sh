#!/usr/bin/env bash
# The server tests and the browser tests against nginx run Debian's nginx with
# the brotli_static module (deploy/nginx.conf). Installs them when missing.
set -euo pipefail
# shellcheck source=lib/apt-install.sh
source "$(dirname "$0")/lib/apt-install.sh"
MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if command -v nginx >/dev/null 2>&1 && [ -f "$MODULE" ]; then
  exit 0
fi
echo "nginx or its brotli_static module is missing: installing Debian's packages..."
apt_install nginx libnginx-mod-http-brotli-static
nginx -v
