-- The expectations each run was verified against, kept with it (issue 34: `diff --runs` judged
-- old runs by today's expectations). Each scenario's expectations are stored once by the
-- SHA-256 of their canonical JSON (catalogue-format §5, the scenario's "expect" array), and a
-- run names the set of each of its scenarios that had any: unchanged expectations cost a row of
-- three integers a run. Runs recorded before this version keep none (kept_expectations 0):
-- `diff --runs` judges them by the current expectations and says so.
CREATE TABLE expectation_set (
  id INTEGER PRIMARY KEY,
  digest TEXT NOT NULL UNIQUE,
  expectations TEXT NOT NULL
) STRICT;

CREATE TABLE run_expectation (
  run INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
  scenario_number INTEGER NOT NULL REFERENCES scenario_number(number),
  expectation_set INTEGER NOT NULL REFERENCES expectation_set(id),
  PRIMARY KEY (run, scenario_number)
) STRICT, WITHOUT ROWID;

ALTER TABLE run ADD COLUMN kept_expectations INTEGER NOT NULL DEFAULT 0;
