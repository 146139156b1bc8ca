CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text,
	`transaction_date` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`category` text NOT NULL,
	`transaction_type` text NOT NULL,
	`description` text NOT NULL,
	`source_account` text,
	`import_key` text,
	`provenance` text NOT NULL,
	`extra_metadata` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `transactions_deleted_date_idx` ON `transactions` (`deleted_at`,`transaction_date`);--> statement-breakpoint
CREATE INDEX `transactions_property_date_idx` ON `transactions` (`property_id`,`transaction_date`);--> statement-breakpoint
CREATE INDEX `transactions_category_date_idx` ON `transactions` (`category`,`transaction_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_import_key_idx` ON `transactions` (`import_key`);