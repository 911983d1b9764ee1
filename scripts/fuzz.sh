#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS (default 60) on its committed seed
# corpus (Fuzz/corpus for the catalogue targets, Fuzz/corpus-plist for the property-list
# readers, Fuzz/corpus-xcodeproj for the Xcode project reader), keeping what they find in a
# scratch corpus. Findings (crash files) go to Fuzz/findings. Exits non-zero if a target finds
# a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
export SWIFT_BACKTRACE=enable=no
mkdir -p Fuzz/findings
status=0
for entry in FuzzCatalogue:corpus FuzzEvaluate:corpus FuzzPlist:corpus-plist \
    FuzzXcodeProject:corpus-xcodeproj; do
  target="${entry%%:*}"
  (cd Fuzz && swift build -c release --sanitize=fuzzer --product "$target" >/dev/null)
  work="$(mktemp -d)"
  cp "Fuzz/${entry#*:}"/* "$work/"
  echo "== $target for ${seconds}s"
  if ! "Fuzz/.build/release/$target" "$work" -max_total_time="$seconds" -max_len=4096 \
      -artifact_prefix=Fuzz/findings/ -print_final_stats=1 2>&1 | tail -n 12; then
    status=1
  fi
  rm -rf "$work"
done
exit $status
