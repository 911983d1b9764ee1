-- How sure the public record is of an expectation (catalogue-format §8.5): shown, never compared.
ALTER TABLE expectation ADD COLUMN confidence TEXT
  CHECK (confidence IN ('high', 'medium', 'low'));
