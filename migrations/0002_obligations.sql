CREATE TABLE `obligations` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text,
	`obligation_type` text NOT NULL,
	`due_date` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`recurrence` text,
	`description` text NOT NULL,
	`provenance` text NOT NULL,
	`extra_metadata` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	`previous_id` text GENERATED ALWAYS AS (json_extract(extra_metadata, '$.previous_id')) VIRTUAL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `obligations_deleted_due_idx` ON `obligations` (`deleted_at`,`due_date`);--> statement-breakpoint
CREATE INDEX `obligations_property_idx` ON `obligations` (`property_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `obligations_previous_id_unique` ON `obligations` (`previous_id`);--> statement-breakpoint
CREATE TABLE `company` (
	`id` text PRIMARY KEY NOT NULL,
	`slot` integer DEFAULT 1 NOT NULL,
	`legal_name` text NOT NULL,
	`entity_type` text,
	`state_of_formation` text,
	`formation_date` text,
	`ein` text,
	`state_filing_number` text,
	`registered_agent` text,
	`fiscal_year_end` text DEFAULT '12-31' NOT NULL,
	`mailing_address` text,
	`provenance` text NOT NULL,
	`extra_metadata` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text,
	CONSTRAINT "company_single_row" CHECK("company"."slot" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_slot_unique` ON `company` (`slot`);