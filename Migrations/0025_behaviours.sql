-- Behaviours (catalogue-format §9.3): the questions a reader brings, each answered by a
-- scenario's step and outcome field under every profile. Kept as the behaviour's canonical
-- JSON, in import order; upserted by id as scenarios are.
CREATE TABLE behaviour (
  id TEXT PRIMARY KEY NOT NULL CHECK (id <> '' AND length(id) <= 100 AND id NOT GLOB '*[^a-z0-9-]*'),
  position INTEGER NOT NULL UNIQUE,
  definition TEXT NOT NULL CHECK (json_valid(definition))
);
