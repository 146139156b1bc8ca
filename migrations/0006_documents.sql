CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`doc_type` text NOT NULL,
	`doc_date` text,
	`version` text DEFAULT 'final' NOT NULL,
	`filename` text NOT NULL,
	`content_hash` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`r2_key` text NOT NULL,
	`is_searchable` integer DEFAULT false NOT NULL,
	`page_count` integer,
	`chunk_count` integer,
	`char_count` integer,
	`ingest_error` text,
	`provenance` text NOT NULL,
	`extra_metadata` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_content_hash_unique` ON `documents` (`content_hash`);--> statement-breakpoint
CREATE INDEX `documents_deleted_date_idx` ON `documents` (`deleted_at`,`doc_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_type_idx` ON `documents` (`doc_type`);--> statement-breakpoint
CREATE INDEX `documents_title_type_idx` ON `documents` (lower("title"),`doc_type`);--> statement-breakpoint
CREATE TABLE `incoming_files` (
	`id` text PRIMARY KEY NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`content_hash` text NOT NULL,
	`r2_key` text NOT NULL,
	`doc_type` text NOT NULL,
	`title` text NOT NULL,
	`doc_date` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`document_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `incoming_files_status_created_idx` ON `incoming_files` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `incoming_files_hash_idx` ON `incoming_files` (`content_hash`);