-- The built-in categorisation guesses are editable defaults: a company can turn one off or have it
-- book another category of the same direction. A row here is a company's change to one guess (by
-- its key in src/domain/categorize.ts); no row means the guess as shipped.
CREATE TABLE `builtin_rule_settings` (
  `key` text PRIMARY KEY NOT NULL,
  `enabled` integer NOT NULL,
  `set_category` text,
  `updated_at` text NOT NULL
);
