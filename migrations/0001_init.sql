-- 0001_init: every table of both spec documents. Generated once from app/lib/db/schema.ts with drizzle-kit.
CREATE TABLE `admin_activity` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`admin_email` text NOT NULL,
	`action` text NOT NULL,
	`description` text NOT NULL,
	`target_user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

CREATE INDEX `admin_activity_created_idx` ON `admin_activity` (`created_at`);
CREATE INDEX `admin_activity_target_idx` ON `admin_activity` (`target_user_id`);
CREATE TABLE `auth_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

CREATE INDEX `auth_failures_key_idx` ON `auth_failures` (`key`,`created_at`);
CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`cin` text,
	`gstin` text,
	`pan` text,
	`address` text NOT NULL,
	`state` text,
	`phone_number` text,
	`email` text,
	`website` text,
	`contact_person` text,
	`notes` text,
	`is_global` integer DEFAULT false NOT NULL,
	`added_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `companies_user_name_idx` ON `companies` (`user_id`,`name`);
CREATE INDEX `companies_user_created_idx` ON `companies` (`user_id`,`created_at`);
CREATE INDEX `companies_user_state_idx` ON `companies` (`user_id`,`state`);
CREATE INDEX `companies_global_name_idx` ON `companies` (`is_global`,`name`);
CREATE TABLE `inspections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`user_email` text NOT NULL,
	`inspector_name` text NOT NULL,
	`organization` text,
	`company_id` text,
	`company_name` text NOT NULL,
	`company_cin` text,
	`company_gstin` text,
	`company_address` text,
	`visit_id` text,
	`timestamp` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`location_accuracy` real,
	`location_name` text,
	`reverse_geocoded_address` text,
	`insurance_adequacy` text NOT NULL,
	`activity_level` text NOT NULL,
	`signboards` text NOT NULL,
	`property_valuation` text NOT NULL,
	`inventory_level` text NOT NULL,
	`market_enquiry` text NOT NULL,
	`overall_position` text NOT NULL,
	`notes` text,
	`photo_count` integer DEFAULT 0 NOT NULL,
	`additional_data` text DEFAULT '{}' NOT NULL,
	`is_uploaded` integer DEFAULT false NOT NULL,
	`source` text,
	`status` text DEFAULT 'completed' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `inspections_user_created_idx` ON `inspections` (`user_id`,`created_at`);
CREATE INDEX `inspections_user_company_idx` ON `inspections` (`user_id`,`company_id`,`created_at`);
CREATE INDEX `inspections_user_source_idx` ON `inspections` (`user_id`,`source`,`created_at`);
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`created_by` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`succeeded` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`message` text,
	`errors` text DEFAULT '[]' NOT NULL,
	`input` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);

CREATE INDEX `jobs_created_by_idx` ON `jobs` (`created_by`,`created_at`);
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to`,`created_at`);
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`kind` text DEFAULT 'system' NOT NULL,
	`visit_id` text,
	`target` text,
	`sent_by` text,
	`read` integer DEFAULT false NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`read_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `notifications_user_sent_idx` ON `notifications` (`user_id`,`sent_at`);
CREATE INDEX `notifications_user_read_idx` ON `notifications` (`user_id`,`read`);
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `password_resets_user_id_idx` ON `password_resets` (`user_id`);
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`inspection_id` text,
	`position` integer DEFAULT 0 NOT NULL,
	`file_name` text NOT NULL,
	`r2_key` text NOT NULL,
	`thumb_key` text,
	`sha256` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`captured_at` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`accuracy` real,
	`location_name` text,
	`reverse_geocoded_address` text,
	`camera_direction` text,
	`flash_mode` text,
	`resolution` text,
	`watermark_verified` integer DEFAULT false NOT NULL,
	`is_downloaded` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inspection_id`) REFERENCES `inspections`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `photos_user_inspection_idx` ON `photos` (`user_id`,`inspection_id`,`position`);
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`refreshed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);
CREATE TABLE `scheduled_visits` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`user_email` text NOT NULL,
	`officer_name` text NOT NULL,
	`company_id` text,
	`company_name` text NOT NULL,
	`scheduled_date` text NOT NULL,
	`scheduled_time` text NOT NULL,
	`scheduled_at` text NOT NULL,
	`purpose` text NOT NULL,
	`notes` text,
	`is_completed` integer DEFAULT false NOT NULL,
	`completed_inspection_id` text,
	`completed_at` text,
	`is_notification_sent` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `scheduled_visits_user_at_idx` ON `scheduled_visits` (`user_id`,`scheduled_at`);
CREATE INDEX `scheduled_visits_user_date_idx` ON `scheduled_visits` (`user_id`,`scheduled_date`);
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`google_sub` text,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`organization` text,
	`phone_number` text,
	`address` text,
	`photo_url` text,
	`account_type` text DEFAULT 'free' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`deactivated_at` text,
	`deactivation_reason` text,
	`settings` text DEFAULT '{}' NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`last_login_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);
CREATE INDEX `users_account_type_idx` ON `users` (`account_type`,`created_at`);