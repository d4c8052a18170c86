CREATE TABLE `checklist_mappings` (
	`organization_id` text NOT NULL,
	`verification_type` text NOT NULL,
	`checklist_id` text NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`organization_id`, `verification_type`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checklist_id`) REFERENCES `checklists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checklist_mappings_checklist_idx` ON `checklist_mappings` (`checklist_id`);--> statement-breakpoint
CREATE TABLE `checklist_versions` (
	`checklist_id` text NOT NULL,
	`version` integer NOT NULL,
	`definition` text NOT NULL,
	`definition_hash` text,
	`published_at` text,
	`published_by` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`checklist_id`, `version`),
	FOREIGN KEY (`checklist_id`) REFERENCES `checklists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checklist_versions_draft_unique` ON `checklist_versions` (`checklist_id`) WHERE "checklist_versions"."published_at" IS NULL;--> statement-breakpoint
CREATE TABLE `checklists` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`title` text NOT NULL,
	`verification_type` text NOT NULL,
	`built_in` text,
	`archived_at` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `checklists_org_idx` ON `checklists` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `checklists_org_built_in_unique` ON `checklists` (`organization_id`,`built_in`) WHERE "checklists"."built_in" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `cases` ADD `checklist_id` text;