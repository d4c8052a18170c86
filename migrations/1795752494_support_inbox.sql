CREATE TABLE `support_events` (
	`id` text PRIMARY KEY NOT NULL,
	`message_id` text NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `support_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_events_message_idx` ON `support_events` (`message_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `support_messages` ADD `account_type` text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE `support_messages` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `support_messages` ADD `answer_by` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `support_messages` ADD `reminded_at` text;--> statement-breakpoint
CREATE INDEX `support_messages_status_idx` ON `support_messages` (`status`,`answer_by`);--> statement-breakpoint
-- Messages received before the inbox: the sender's plan now, and the promise counted from receipt.
UPDATE `support_messages` SET `account_type` = coalesce((SELECT `account_type` FROM `users` WHERE `users`.`id` = `support_messages`.`user_id`), 'free');--> statement-breakpoint
UPDATE `support_messages` SET `answer_by` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, CASE WHEN `account_type` = 'premium' THEN '+4 hours' ELSE '+24 hours' END);
