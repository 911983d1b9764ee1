-- Results and outcomes keyed by what they are (issue: the standard space's run within 1 GB).
--
-- A result is the outcome of one scenario definition (its hash's key) under one profile (its
-- hash's key) and engine version. Its id now says so: the scenario key times 2^20 plus the key
-- of the (profile, engine version) pair in `result_kind`, a handful of rows. The unique index on
-- the three columns, as large as the table, is gone: the id is the index.
--
-- A run evaluates every one of its scenarios under every one of its profiles, and a scenario's
-- results in a run share its definition: a run keeps one row a scenario (`run_scenario`, with
-- its definition's key) and each profile's kind (`run_profile.result_kind`), and `run_outcome`
-- becomes the view of their product, with the same columns and rows (each naming its result by
-- the new id). 9 rows a scenario of the standard space under the nine profiles become one.
-- Every view keeps its columns and rows; `result_keyed` gives a result's keys as `result` held
-- them.
CREATE TABLE result_kind (
  id INTEGER PRIMARY KEY CHECK (id BETWEEN 1 AND 1048575),
  profile_key INTEGER NOT NULL REFERENCES hash (id),
  engine_version TEXT NOT NULL,
  UNIQUE (profile_key, engine_version)
) STRICT;

INSERT INTO result_kind (profile_key, engine_version)
SELECT DISTINCT profile_key, engine_version FROM result ORDER BY engine_version, profile_key;

CREATE TABLE result_by_key (
  id INTEGER PRIMARY KEY CHECK (id & 1048575 > 0), -- scenario_key * 2^20 + result_kind.id
  crashed INTEGER NOT NULL CHECK (crashed IN (0, 1)),
  micros INTEGER,                     -- microseconds; NULL in rows older than version 7
  sequence INTEGER NOT NULL REFERENCES sequence (id),
  scenario_key INTEGER GENERATED ALWAYS AS (id >> 20) VIRTUAL,
  kind INTEGER GENERATED ALWAYS AS (id & 1048575) VIRTUAL
) STRICT;

INSERT INTO result_by_key (id, crashed, micros, sequence)
SELECT r.scenario_key * 1048576 + k.id, r.crashed, r.micros, r.sequence
FROM result AS r
JOIN result_kind AS k ON k.profile_key = r.profile_key AND k.engine_version = r.engine_version
ORDER BY 1;

ALTER TABLE run_profile ADD COLUMN result_kind INTEGER REFERENCES result_kind (id);

UPDATE run_profile SET result_kind = (
  SELECT k.id FROM result_kind AS k
  JOIN hash AS h ON h.id = k.profile_key
  JOIN run ON run.id = run_profile.run
  WHERE h.hash = run_profile.profile_hash AND k.engine_version = run.engine_version);

CREATE TABLE run_scenario (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  scenario_number INTEGER NOT NULL REFERENCES scenario_number (number),
  scenario_key INTEGER NOT NULL REFERENCES hash (id), -- its definition's, when the run was made
  PRIMARY KEY (run, scenario_number)
) STRICT, WITHOUT ROWID;

INSERT INTO run_scenario (run, scenario_number, scenario_key)
SELECT DISTINCT o.run, o.scenario_number, r.scenario_key
FROM run_outcome AS o JOIN result AS r ON r.id = o.result
ORDER BY 1, 2;

-- The product gives back every outcome row, and only those (a run recorded otherwise stops
-- the migration here, the database left as it was).
CREATE TEMP TABLE outcome_check (
  missing INTEGER NOT NULL CHECK (missing = 0),
  extra INTEGER NOT NULL CHECK (extra = 0)
);
INSERT INTO outcome_check (missing, extra)
SELECT
  (SELECT count(*) FROM (
    SELECT o.run, o.scenario_number, o.profile, r.scenario_key * 1048576 + k.id
    FROM run_outcome AS o JOIN result AS r ON r.id = o.result
    JOIN result_kind AS k ON k.profile_key = r.profile_key AND k.engine_version = r.engine_version
    EXCEPT
    SELECT s.run, s.scenario_number, p.profile, s.scenario_key * 1048576 + p.result_kind
    FROM run_scenario AS s JOIN run_profile AS p ON p.run = s.run)),
  (SELECT count(*) FROM run_scenario AS s JOIN run_profile AS p ON p.run = s.run)
    - (SELECT count(*) FROM run_outcome);
DROP TABLE outcome_check;

-- The views name `result` and `run_outcome`: the new table and view take those names without
-- the views' text being rewritten.
PRAGMA legacy_alter_table = ON;
DROP TABLE run_outcome;
DROP TABLE result;
ALTER TABLE result_by_key RENAME TO result;
PRAGMA legacy_alter_table = OFF;

-- Which result each scenario (by number) had under a profile in a run.
CREATE VIEW run_outcome AS
SELECT s.run, s.scenario_number, p.profile, s.scenario_key * 1048576 + p.result_kind AS result
FROM run_scenario AS s JOIN run_profile AS p ON p.run = s.run;

-- Each result with the keys it is made of, as the `result` table held them.
CREATE VIEW result_keyed AS
SELECT r.id, r.scenario_key, k.profile_key, k.engine_version, r.crashed, r.micros, r.sequence
FROM result AS r JOIN result_kind AS k ON k.id = r.kind;
