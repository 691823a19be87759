-- Sync entity names on every side (AGENTS.md): the tables take the names of their entities
-- (eventGroup, roomMember, riderExternalPerson). Renamed in place, with their keys and indexes.
ALTER TABLE "event_personnel_groups" RENAME TO "event_groups";--> statement-breakpoint
ALTER TABLE "event_groups" RENAME CONSTRAINT "event_personnel_groups_pkey" TO "event_groups_pkey";--> statement-breakpoint
ALTER TABLE "event_groups" RENAME CONSTRAINT "event_personnel_groups_event_id_events_id_fk" TO "event_groups_event_id_events_id_fk";--> statement-breakpoint
ALTER TABLE "event_groups" RENAME CONSTRAINT "event_personnel_groups_group_id_groups_id_fk" TO "event_groups_group_id_groups_id_fk";--> statement-breakpoint
ALTER TABLE "event_groups" RENAME CONSTRAINT "event_personnel_groups_tour_id_tours_id_fk" TO "event_groups_tour_id_tours_id_fk";--> statement-breakpoint
ALTER INDEX "event_personnel_groups_event_group_unique" RENAME TO "event_groups_event_group_unique";--> statement-breakpoint
ALTER INDEX "event_personnel_groups_group_idx" RENAME TO "event_groups_group_idx";--> statement-breakpoint
ALTER INDEX "event_personnel_groups_sync_idx" RENAME TO "event_groups_sync_idx";--> statement-breakpoint
ALTER TABLE "accommodation_room_members" RENAME TO "room_members";--> statement-breakpoint
ALTER TABLE "room_members" RENAME CONSTRAINT "accommodation_room_members_pkey" TO "room_members_pkey";--> statement-breakpoint
ALTER TABLE "room_members" RENAME CONSTRAINT "accommodation_room_members_room_id_accommodation_rooms_id_fk" TO "room_members_room_id_accommodation_rooms_id_fk";--> statement-breakpoint
ALTER TABLE "room_members" RENAME CONSTRAINT "accommodation_room_members_event_id_events_id_fk" TO "room_members_event_id_events_id_fk";--> statement-breakpoint
ALTER TABLE "room_members" RENAME CONSTRAINT "accommodation_room_members_user_id_users_id_fk" TO "room_members_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "room_members" RENAME CONSTRAINT "accommodation_room_members_tour_id_tours_id_fk" TO "room_members_tour_id_tours_id_fk";--> statement-breakpoint
ALTER INDEX "accommodation_room_members_event_user_unique" RENAME TO "room_members_event_user_unique";--> statement-breakpoint
ALTER INDEX "accommodation_room_members_room_idx" RENAME TO "room_members_room_idx";--> statement-breakpoint
ALTER INDEX "accommodation_room_members_sync_idx" RENAME TO "room_members_sync_idx";--> statement-breakpoint
ALTER TABLE "rider_external_personnel" RENAME TO "rider_external_people";--> statement-breakpoint
ALTER TABLE "rider_external_people" RENAME CONSTRAINT "rider_external_personnel_pkey" TO "rider_external_people_pkey";--> statement-breakpoint
ALTER TABLE "rider_external_people" RENAME CONSTRAINT "rider_external_personnel_rider_id_riders_id_fk" TO "rider_external_people_rider_id_riders_id_fk";--> statement-breakpoint
ALTER TABLE "rider_external_people" RENAME CONSTRAINT "rider_external_personnel_supporting_act_id_rider_supporting_acts_id_fk" TO "rider_external_people_supporting_act_id_rider_supporting_acts_id_fk";--> statement-breakpoint
ALTER TABLE "rider_external_people" RENAME CONSTRAINT "rider_external_personnel_tour_id_tours_id_fk" TO "rider_external_people_tour_id_tours_id_fk";--> statement-breakpoint
ALTER INDEX "rider_external_personnel_rider_idx" RENAME TO "rider_external_people_rider_idx";--> statement-breakpoint
ALTER INDEX "rider_external_personnel_sync_idx" RENAME TO "rider_external_people_sync_idx";
