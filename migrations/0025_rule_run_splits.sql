-- An apply of the rules can book a whole bank line as the parts of a rule's split template. Each
-- row an apply changed keeps what it was (its amount, type, description and line) so the apply can
-- be undone, and an undo marks the rows it can put back before it touches any.
ALTER TABLE `rule_run_rows` ADD `before_amount_cents` integer;
--> statement-breakpoint
ALTER TABLE `rule_run_rows` ADD `before_transaction_type` text;
--> statement-breakpoint
ALTER TABLE `rule_run_rows` ADD `before_description` text;
--> statement-breakpoint
ALTER TABLE `rule_run_rows` ADD `before_split_of` text;
--> statement-breakpoint
ALTER TABLE `rule_run_rows` ADD `restorable` integer DEFAULT 0 NOT NULL;
