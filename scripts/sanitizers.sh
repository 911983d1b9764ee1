#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer. XCTest itself leaks, so leak
# detection is off under ASan. Each run rebuilds the package in its own build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
echo "== address sanitizer"
ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build/asan
echo "== thread sanitizer"
swift test --sanitize=thread --scratch-path .build/tsan
