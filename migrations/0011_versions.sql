-- Versions of what an isolate keeps in memory (src/db/schema/versions.ts). Row `vectors` follows
-- chunk_vectors: any write to it changes the version, so the copy of the vectors kept in an isolate's
-- memory (src/search/d1-vectors.ts) is reloaded exactly when the index changed.
CREATE TABLE `versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `versions` (`name`, `version`) VALUES ('vectors', lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `chunk_vectors_version_insert` AFTER INSERT ON `chunk_vectors` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'vectors';
END;
--> statement-breakpoint
CREATE TRIGGER `chunk_vectors_version_update` AFTER UPDATE ON `chunk_vectors` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'vectors';
END;
--> statement-breakpoint
CREATE TRIGGER `chunk_vectors_version_delete` AFTER DELETE ON `chunk_vectors` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'vectors';
END;
