CREATE TABLE `chunk_vectors` (
	`chunk_id` text PRIMARY KEY NOT NULL,
	`document_id` text NOT NULL,
	`doc_type` text NOT NULL,
	`vector` blob NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chunk_vectors_document_idx` ON `chunk_vectors` (`document_id`);--> statement-breakpoint
CREATE INDEX `chunk_vectors_type_idx` ON `chunk_vectors` (`doc_type`);--> statement-breakpoint
CREATE TABLE `document_chunks` (
	`rowid` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`document_id` text NOT NULL,
	`chunk_index` integer NOT NULL,
	`text` text NOT NULL,
	`heading` text,
	`page` integer,
	`char_start` integer NOT NULL,
	`char_end` integer NOT NULL,
	`title` text NOT NULL,
	`doc_type` text NOT NULL,
	`doc_date` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_chunks_id_unique` ON `document_chunks` (`id`);--> statement-breakpoint
CREATE INDEX `document_chunks_document_idx` ON `document_chunks` (`document_id`,`chunk_index`);--> statement-breakpoint
CREATE INDEX `document_chunks_type_idx` ON `document_chunks` (`doc_type`);