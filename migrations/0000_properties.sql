CREATE TABLE `properties` (
	`id` text PRIMARY KEY NOT NULL,
	`address` text NOT NULL,
	`acquisition_date` text NOT NULL,
	`purchase_price_total_cents` integer NOT NULL,
	`land_basis_cents` integer NOT NULL,
	`building_basis_cents` integer NOT NULL,
	`ffe_basis_cents` integer DEFAULT 0 NOT NULL,
	`placed_in_service` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`provenance` text NOT NULL,
	`extra_metadata` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `properties_deleted_created_idx` ON `properties` (`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `properties_status_idx` ON `properties` (`status`);