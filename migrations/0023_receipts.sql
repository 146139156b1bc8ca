-- Receipts and supporting documents: a transaction and the documents that explain it (an invoice, a
-- receipt, a closing statement), linked by a person. A suggestion (same amount, a date within a
-- week) is never stored: a link is made only when someone confirms it.
CREATE TABLE `transaction_documents` (
  `transaction_id` text NOT NULL REFERENCES `transactions`(`id`),
  `document_id` text NOT NULL REFERENCES `documents`(`id`),
  `created_at` text NOT NULL,
  PRIMARY KEY (`transaction_id`, `document_id`)
);
--> statement-breakpoint
CREATE INDEX `transaction_documents_document_idx` ON `transaction_documents` (`document_id`);
