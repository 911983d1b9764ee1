#!/usr/bin/env bash
# Kills rotationdb imports and runs with SIGKILL at random moments, TRIALS times (default 100),
# and checks the database after each: integrity, committed runs whole, nothing partial.
set -euo pipefail
cd "$(dirname "$0")/.."
ROTATIONDB_KILL_TRIALS="${1:-100}" swift test --filter CrashSafety
