#!/usr/bin/env bash
# Browser tests and the benchmark drive Debian's Chromium at /usr/bin/chromium.
# Installs it when missing (a fresh machine has none); never downloads a browser build.
set -euo pipefail
# shellcheck source=lib/apt-install.sh
source "$(dirname "$0")/lib/apt-install.sh"
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package..."
apt_install chromium
/usr/bin/chromium --version
