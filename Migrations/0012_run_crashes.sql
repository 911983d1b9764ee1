-- How many of a run's outcomes crashed, counted once as the run is recorded (issue: the
-- exhaustive space). An unchanged re-run counted them again over every outcome it shares:
-- most of its time (60 ms of ~120 for 180,000 outcomes). Runs recorded before this version are
-- counted here, a re-run from the outcomes it shares.
ALTER TABLE run ADD COLUMN crashes INTEGER NOT NULL DEFAULT 0;

UPDATE run SET crashes = (
  SELECT count(*) FROM run_outcome AS o JOIN result AS r ON r.id = o.result
  WHERE o.run = coalesce(run.same_as, run.id) AND r.crashed = 1);
