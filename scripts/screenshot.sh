#!/usr/bin/env bash
# Publishes the built-in catalogue's reports and takes screenshots of the HTML report with
# headless Chromium (Debian's chromium package): Reports/screenshot.png at 1280×900 and
# Reports/screenshot-phone.png, the page in a 390×844 frame (Chromium's windows are at least
# 500 px wide); the README shows the first. The page is the first group's matrix, the first the
# entry page's table of groups links to.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run rotationdb publish >/dev/null
page="Reports/$(grep -o -m 1 'href="compatibility/[a-z0-9-]*\.html"' Reports/compatibility.html | cut -d '"' -f 2)"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=2000 \
  --window-size=1280,900 --screenshot="$PWD/Reports/screenshot.png" \
  "file://$PWD/$page" 2>/dev/null
frame="$(mktemp -d)"
trap 'rm -rf "$frame"' EXIT
cat >"$frame/phone.html" <<HTML
<!DOCTYPE html><html><body style="margin:0;background:#1d1d1f">
<iframe src="file://$PWD/$page" style="display:block;margin:0 auto;width:390px;height:844px;border:0;background:#fff"></iframe>
</body></html>
HTML
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=2000 \
  --window-size=500,844 --screenshot="$PWD/Reports/screenshot-phone.png" \
  "file://$frame/phone.html" 2>/dev/null
echo "Wrote Reports/screenshot.png and Reports/screenshot-phone.png"
