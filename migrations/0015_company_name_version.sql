-- The assistant reads the company's own name in a question ("when was Front Range Rentals formed")
-- as the company, not as a topic: it keeps that name with the records' vocabulary in an isolate's
-- memory under the `reports` version (src/chat/tools/vocabulary.ts), so a change to the name changes
-- that version too.
CREATE TRIGGER `company_reports_insert` AFTER INSERT ON `company` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `company_reports_update` AFTER UPDATE OF `legal_name`, `deleted_at` ON `company` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
