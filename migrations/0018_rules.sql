-- Saved categorisation rules: ordered (the first match wins), each matching on any of description
-- text, an amount range, the direction and the source account, and setting any of a category, a
-- property and a counterparty. Imports apply them before the built-in guesses; `rule_runs` keeps what
-- an on-demand apply changed, so that it can be undone.
CREATE TABLE `rules` (
  `id` text PRIMARY KEY NOT NULL,
  `position` integer NOT NULL,
  `name` text,
  `match_text` text,
  `match_mode` text NOT NULL DEFAULT 'contains' CHECK (`match_mode` IN ('contains', 'word')),
  `amount_min_cents` integer,
  `amount_max_cents` integer,
  `direction` text CHECK (`direction` IN ('in', 'out')),
  `source_account` text,
  `set_category` text,
  `set_property_id` text REFERENCES `properties`(`id`),
  `set_counterparty` text,
  `created_at` text NOT NULL,
  `updated_at` text NOT NULL
);
CREATE INDEX `rules_position_idx` ON `rules` (`position`);

-- One on-demand apply, and each row it changed as it was before, so that the apply can be undone
-- for every row nobody has changed since.
CREATE TABLE `rule_runs` (
  `id` text PRIMARY KEY NOT NULL,
  `created_at` text NOT NULL,
  `undone_at` text
);
CREATE TABLE `rule_run_rows` (
  `run_id` text NOT NULL REFERENCES `rule_runs`(`id`),
  `transaction_id` text NOT NULL,
  `rule_id` text NOT NULL,
  `before_category` text NOT NULL,
  `before_property_id` text,
  `before_extra_metadata` text NOT NULL,
  PRIMARY KEY (`run_id`, `transaction_id`)
);
