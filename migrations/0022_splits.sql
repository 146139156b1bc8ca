-- Split bank lines: one line of a statement booked as several parts, each its own transaction row
-- with its own category, property and description, so the ledger totals, reports, the assistant and
-- the export count the parts with no change. `split_of` names the line: the id of its first part,
-- which keeps the line's id and import key. The parts' signed amounts (revenue +, expense -) sum to
-- the line as the bank shows it; the API refuses any write that breaks that.
ALTER TABLE `transactions` ADD COLUMN `split_of` text;
--> statement-breakpoint
CREATE INDEX `transactions_split_of_idx` ON `transactions` (`split_of`) WHERE `split_of` IS NOT NULL;
--> statement-breakpoint
-- A rule's split template (JSON): parts of a fixed amount or a percentage of the line, and one part
-- that takes the remainder.
ALTER TABLE `rules` ADD COLUMN `set_split` text;
