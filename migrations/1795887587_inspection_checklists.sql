ALTER TABLE `inspections` ADD `checklist_id` text;--> statement-breakpoint
ALTER TABLE `inspections` ADD `checklist_version` integer;--> statement-breakpoint
ALTER TABLE `inspections` ADD `checklist_answers` text;