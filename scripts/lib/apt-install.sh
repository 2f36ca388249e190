# Sourced by the ensure-*.sh scripts: installs Debian packages, with sudo when
# not root, quietly and without prompts (CI has no standard input).
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
