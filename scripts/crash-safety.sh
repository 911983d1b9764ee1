#!/usr/bin/env bash
# Kills rotationdb imports and runs with SIGKILL at random moments, TRIALS times (default 100),
# and checks the database after each: integrity, committed runs whole, nothing partial. Kills
# first creations (import, publish, generate --import of a new file) as many times, checking the
# file is whole or not made yet and the next import finishes it, and creates a new file from
# three processes at once as many times. The kill delays are seeded: the test prints the seed;
# ROTATIONDB_KILL_SEED=N replays them.
set -euo pipefail
cd "$(dirname "$0")/.."
ROTATIONDB_KILL_TRIALS="${1:-100}" swift test --filter CrashSafety 2>&1 | grep -E "crash safety|✘|Test run"
