-- How long each evaluation took, for the `time` of JUnit test cases (issue: reports and CI).
-- Measured when the result is recorded; a reused result keeps its first evaluation's time.
ALTER TABLE result ADD COLUMN micros INTEGER;   -- microseconds; NULL in older rows
