-- An answer's parts for the app (paragraphs, tables, lists), stored with its turn so that a
-- conversation reopened later shows its tables again; null for a turn of plain text only.
ALTER TABLE `chat_turns` ADD `blocks` text;
