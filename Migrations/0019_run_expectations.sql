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

-- The latest_* views read the run the commands read by default (issue 34: they read the latest
-- run of any kind, a partial one included): the latest complete run, one made without a tag
-- under every profile of the database. `latest_run` reads the latest run of any kind.
CREATE VIEW latest_complete_run AS
SELECT max(r.id) AS id FROM run AS r
WHERE r.tag IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM profile AS p
    WHERE NOT EXISTS (SELECT 1 FROM run_profile AS q WHERE q.run = r.id AND q.profile = p.id))
  AND NOT EXISTS (
    SELECT 1 FROM run_profile AS q
    WHERE q.run = r.id AND NOT EXISTS (SELECT 1 FROM profile AS p WHERE p.id = q.profile));

CREATE VIEW latest_run AS SELECT max(id) AS id FROM run;

DROP VIEW latest_final_orientation;
CREATE VIEW latest_final_orientation AS
SELECT o.run, o.scenario, o.profile, s.step, s.interface_orientation, s.status_bar_orientation,
       r.crashed, s.error_name
FROM run_outcome_resolved AS o
JOIN result AS r ON r.id = o.result
JOIN sequence_step AS s ON s.sequence = r.sequence
WHERE o.run = (SELECT id FROM latest_complete_run)
  AND s.step = (SELECT max(step) FROM sequence_step WHERE sequence = r.sequence);

DROP VIEW latest_mismatch;
CREATE VIEW latest_mismatch AS
SELECT * FROM run_mismatch WHERE run = (SELECT id FROM latest_complete_run);
