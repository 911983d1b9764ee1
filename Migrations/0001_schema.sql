-- rotationdb schema, version 1: scenarios, expectations, profiles, runs and recorded outcomes.
-- Marks the file as a rotationdb database ('RoTn').
PRAGMA application_id = 1383027822;

-- A scenario of the catalogue, kept as canonical JSON without its expectations, with the
-- columns worth querying.
CREATE TABLE scenario (
  id TEXT PRIMARY KEY NOT NULL,
  position INTEGER NOT NULL,          -- import order: export keeps it
  title TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('iphone', 'ipad')),
  definition TEXT NOT NULL,           -- canonical JSON (catalogue format 1), without "expect"
  hash TEXT NOT NULL                  -- SHA-256 of definition
) STRICT;

CREATE TABLE scenario_tag (
  scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (scenario, tag)
) STRICT, WITHOUT ROWID;

CREATE INDEX scenario_tag_by_tag ON scenario_tag (tag);

-- An expected outcome of one step, one row per profile the expectation names ('*' for all).
-- `position` is the expectation's index in the scenario's "expect" array.
CREATE TABLE expectation (
  scenario TEXT NOT NULL REFERENCES scenario (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  profile TEXT NOT NULL,
  profile_index INTEGER NOT NULL,     -- the profile's index in the expectation's "profiles"
  step INTEGER NOT NULL CHECK (step >= 0),
  interface_orientation TEXT,
  status_bar_orientation TEXT,
  rotated INTEGER CHECK (rotated IN (0, 1)),
  checks_error INTEGER NOT NULL CHECK (checks_error IN (0, 1)),
  error TEXT,                         -- with checks_error = 1: NULL means no error expected
  crashed INTEGER CHECK (crashed IN (0, 1)),
  evidence TEXT NOT NULL
    CHECK (evidence IN ('device', 'simulator', 'documented', 'observed', 'inferred', 'recorded')),
  source TEXT,
  PRIMARY KEY (scenario, position, profile)
) STRICT, WITHOUT ROWID;

-- An OS behaviour profile: its parameters as canonical JSON.
CREATE TABLE profile (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,          -- version order
  parameters TEXT NOT NULL,
  hash TEXT NOT NULL,                 -- SHA-256 of the profile's canonical JSON
  builtin INTEGER NOT NULL CHECK (builtin IN (0, 1))
) STRICT;

-- One evaluation of scenarios under profiles.
CREATE TABLE run (
  id INTEGER PRIMARY KEY,
  engine_version TEXT NOT NULL,
  catalogue_hash TEXT NOT NULL,       -- SHA-256 over the evaluated scenarios' hashes
  created_at TEXT NOT NULL,           -- ISO 8601, from the injectable clock
  tag TEXT,                           -- the --tag filter, if any
  evaluated INTEGER NOT NULL,
  reused INTEGER NOT NULL
) STRICT;

CREATE TABLE run_profile (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  profile TEXT NOT NULL,
  profile_hash TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (run, profile)
) STRICT, WITHOUT ROWID;

-- An evaluation result, content-addressed: the same scenario, profile and engine give the same
-- result, so an unchanged scenario is never evaluated twice. Traces are not stored: they are
-- derived data, recomputed by `rotationdb explain` and the reports.
CREATE TABLE result (
  id INTEGER PRIMARY KEY,
  scenario_hash TEXT NOT NULL,
  profile_hash TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  crashed INTEGER NOT NULL CHECK (crashed IN (0, 1)),
  UNIQUE (scenario_hash, profile_hash, engine_version)
) STRICT;

CREATE TABLE result_step (
  result INTEGER NOT NULL REFERENCES result (id) ON DELETE CASCADE,
  step INTEGER NOT NULL,
  action TEXT NOT NULL,
  device_orientation TEXT NOT NULL,
  interface_orientation TEXT NOT NULL,
  status_bar_orientation TEXT NOT NULL,
  rotated INTEGER NOT NULL CHECK (rotated IN (0, 1)),
  decider TEXT,
  supported TEXT NOT NULL,            -- JSON array, contract order
  error_name TEXT,
  error_message TEXT,
  manual_transform TEXT,              -- JSON object or NULL
  warnings TEXT NOT NULL,             -- JSON array
  PRIMARY KEY (result, step)
) STRICT, WITHOUT ROWID;

-- Which result each scenario and profile of a run had.
CREATE TABLE run_outcome (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  scenario TEXT NOT NULL,
  profile TEXT NOT NULL,
  result INTEGER NOT NULL REFERENCES result (id),
  PRIMARY KEY (run, scenario, profile)
) STRICT, WITHOUT ROWID;

CREATE INDEX run_outcome_by_result ON run_outcome (result);
