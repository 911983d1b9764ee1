#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS (default 60) on its committed seed
# corpus (Fuzz/corpus for the catalogue targets, Fuzz/corpus-plist for the property-list
# readers, Fuzz/corpus-xcodeproj for the Xcode project reader), keeping what they find in a
# scratch corpus. Findings (crash files) go to Fuzz/findings. Exits non-zero if a target finds
# a crash. FUZZ_JOBS (default 1) targets run at once, each a process on a core of its own: give
# it the number of idle cores, so that every target still fuzzes SECONDS on a whole core.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
jobs="${FUZZ_JOBS:-1}"
export SWIFT_BACKTRACE=enable=no
mkdir -p Fuzz/findings
entries=(FuzzCatalogue:corpus FuzzEvaluate:corpus FuzzPlist:corpus-plist
  FuzzXcodeProject:corpus-xcodeproj)
# One build for every target: they share the package's objects.
(cd Fuzz && swift build -c release --sanitize=fuzzer >/dev/null)
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# Runs target $1 on a copy of corpus $2, its output into $logs/$1; fails if it finds a crash.
fuzz() {
  local work code=0
  work="$(mktemp -d)"
  cp "Fuzz/$2"/* "$work/"
  "Fuzz/.build/release/$1" "$work" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix=Fuzz/findings/ -print_final_stats=1 >"$logs/$1" 2>&1 || code=$?
  rm -rf "$work"
  return "$code"
}

status=0
for ((first = 0; first < ${#entries[@]}; first += jobs)); do
  batch=("${entries[@]:first:jobs}")
  pids=()
  for entry in "${batch[@]}"; do
    fuzz "${entry%%:*}" "${entry#*:}" &
    pids+=("$!")
  done
  for index in "${!batch[@]}"; do
    target="${batch[index]%%:*}"
    code=0
    wait "${pids[index]}" || code=$?
    echo "== $target for ${seconds}s"
    tail -n 12 "$logs/$target"
    if ((code != 0)); then status=1; fi
  done
done
exit $status
