-- Which users' Durable Objects have open tabs right now. A broadcast writes its rows to D1 and then
-- wakes only these hubs; every other hub counts from D1 the next time it is asked.
ALTER TABLE `users` ADD `hub_live_since` text;
