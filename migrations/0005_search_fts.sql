-- Lexical search over chunks (FTS5 cannot be described by drizzle-kit). An external-content table:
-- the text lives once, in document_chunks; triggers keep the index in step with it.
CREATE VIRTUAL TABLE `document_chunks_fts` USING fts5(
  `text`,
  `heading`,
  `title`,
  content='document_chunks',
  content_rowid='rowid',
  tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_insert` AFTER INSERT ON `document_chunks` BEGIN
  INSERT INTO `document_chunks_fts` (rowid, `text`, `heading`, `title`) VALUES (new.rowid, new.`text`, new.`heading`, new.`title`);
END;
--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_delete` AFTER DELETE ON `document_chunks` BEGIN
  INSERT INTO `document_chunks_fts` (`document_chunks_fts`, rowid, `text`, `heading`, `title`) VALUES ('delete', old.rowid, old.`text`, old.`heading`, old.`title`);
END;
--> statement-breakpoint
CREATE TRIGGER `document_chunks_fts_update` AFTER UPDATE ON `document_chunks` BEGIN
  INSERT INTO `document_chunks_fts` (`document_chunks_fts`, rowid, `text`, `heading`, `title`) VALUES ('delete', old.rowid, old.`text`, old.`heading`, old.`title`);
  INSERT INTO `document_chunks_fts` (rowid, `text`, `heading`, `title`) VALUES (new.rowid, new.`text`, new.`heading`, new.`title`);
END;
