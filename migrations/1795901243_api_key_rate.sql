ALTER TABLE `api_keys` ADD `rate_window_start` text;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `rate_count` integer DEFAULT 0 NOT NULL;