#!/usr/bin/env bash
# Publishes the built-in catalogue's reports and takes a screenshot of the HTML report with
# headless Chromium (Debian's chromium package): Reports/screenshot.png, shown in the README.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run rotationdb publish >/dev/null
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=2000 \
  --window-size=1280,900 --screenshot="$PWD/Reports/screenshot.png" \
  "file://$PWD/Reports/compatibility.html" 2>/dev/null
echo "Wrote Reports/screenshot.png"
