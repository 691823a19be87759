import type { RouteDef } from './http/route';
import { liveRoutes } from './live/live.routes';
import { accommodationRoutes } from './modules/accommodation/accommodation.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes';
import { adminCountriesRoutes } from './modules/admin/admin-countries.routes';
import { adminEventTypesRoutes } from './modules/admin/admin-event-types.routes';
import { adminOverviewsRoutes } from './modules/admin/admin-overviews.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { artistsRoutes } from './modules/artists/artists.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { dealMemosRoutes } from './modules/deal-memos/deal-memos.routes';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes';
import { estimatesRoutes } from './modules/estimates/estimates.routes';
import { eventProvidersRoutes } from './modules/event-providers/event-providers.routes';
import { eventTemplatesRoutes } from './modules/event-templates/event-templates.routes';
import { eventCopyRoutes } from './modules/events/event-copy.routes';
import { eventPersonnelRoutes } from './modules/events/event-personnel.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { artistFilesRoutes } from './modules/files/artist-files.routes';
import { filesRoutes } from './modules/files/files.routes';
import { uploadsRoutes } from './modules/files/uploads.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { guestListsRoutes } from './modules/guest-lists/guest-lists.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { privacyPolicyRoutes, termsRoutes } from './modules/legal/legal.routes';
import { mapsRoutes } from './modules/maps/maps.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { passportExpirationRoutes } from './modules/passport-expiration/passport-expiration.routes';
import { personalEventsRoutes } from './modules/personal-events/personal-events.routes';
import { productionTrackersRoutes } from './modules/production-trackers/production-trackers.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { reportTemplatesRoutes } from './modules/reports/report-templates.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { riderFilesRoutes } from './modules/riders/rider-files.routes';
import { riderLaborsRoutes } from './modules/riders/rider-labors.routes';
import { riderPeopleRoutes } from './modules/riders/rider-people.routes';
import { riderSupportingActsRoutes } from './modules/riders/rider-supporting-acts.routes';
import { ridersRoutes } from './modules/riders/riders.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { testCheckoutRoutes } from './modules/subscriptions/test-checkout.routes';
import { webhooksRoutes } from './modules/subscriptions/webhooks.routes';
import { summaryReportsRoutes } from './modules/summary-reports/summary-reports.routes';
import { supplementalAnswersRoutes } from './modules/supplemental-questions/supplemental-answers.routes';
import { supplementalQuestionsRoutes } from './modules/supplemental-questions/supplemental-questions.routes';
import { teamInvitationsRoutes } from './modules/teams/team-invitations.routes';
import { teamMembersRoutes } from './modules/teams/team-members.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { wagesRoutes } from './modules/teams/wages.routes';
import { tourDaysRoutes } from './modules/tour-days/tour-days.routes';
import { tourPersonnelRoutes } from './modules/tour-personnel/tour-personnel.routes';
import { tourPersonnelRolesRoutes } from './modules/tour-personnel-roles/tour-personnel-roles.routes';
import { toursRoutes } from './modules/tours/tours.routes';
import { flightsRoutes } from './modules/travel/flights.routes';
import { usersRoutes } from './modules/users/users.routes';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes';
import { syncRoutes } from './sync/sync.routes';

/**
 * Every API endpoint. Adding a module's routes here mounts them AND lists them in /api/openapi.json.
 * The list keeps each declaration's own type (method, path, schemas) for the typed test client.
 */
export function apiRoutes(options: { production: boolean }) {
  return [
    ...healthRoutes,
    ...authRoutes,
    ...usersRoutes,
    ...profileRoutes,
    ...addressesRoutes,
    ...termsRoutes,
    ...privacyPolicyRoutes,
    ...artistsRoutes,
    ...toursRoutes,
    ...tourPersonnelRoutes,
    ...tourPersonnelRolesRoutes,
    ...invitationsRoutes,
    ...teamInvitationsRoutes,
    ...workspacesRoutes,
    ...teamsRoutes,
    ...teamMembersRoutes,
    ...wagesRoutes,
    ...dealMemosRoutes,
    ...summaryReportsRoutes,
    ...availabilityRoutes,
    ...estimatesRoutes,
    ...eventProvidersRoutes,
    ...tourDaysRoutes,
    // Before eventsRoutes: /events/duplicate and /events/upcoming must not be taken for /events/{id}.
    ...eventCopyRoutes,
    ...calendarRoutes,
    ...eventsRoutes,
    ...eventPersonnelRoutes,
    ...flightsRoutes,
    ...groupsRoutes,
    ...chatRoutes,
    ...guestListsRoutes,
    ...accommodationRoutes,
    ...productionTrackersRoutes,
    // ridersRoutes first: /riders/types must not be taken for /riders/{id}.
    ...ridersRoutes,
    ...riderPeopleRoutes,
    ...riderLaborsRoutes,
    ...riderSupportingActsRoutes,
    ...riderFilesRoutes,
    ...eventTemplatesRoutes,
    ...personalEventsRoutes,
    ...calendarFeedsRoutes,
    ...passportExpirationRoutes,
    ...supplementalQuestionsRoutes,
    ...supplementalAnswersRoutes,
    ...reportTemplatesRoutes,
    ...reportsRoutes,
    ...uploadsRoutes,
    ...filesRoutes,
    ...artistFilesRoutes,
    ...syncRoutes,
    ...liveRoutes,
    ...mapsRoutes,
    ...notificationsRoutes,
    ...messagingRoutes,
    ...countriesRoutes,
    ...subscriptionsRoutes,
    ...webhooksRoutes,
    ...testCheckoutRoutes,
    ...adminUsersRoutes,
    ...adminAuditRoutes,
    ...adminOverviewsRoutes,
    ...adminEventTypesRoutes,
    ...adminCountriesRoutes,
    ...(options.production ? [] : devMailRoutes),
  ] satisfies RouteDef[];
}

/** One endpoint's declaration, as its type: `Extract<ApiRoute, {spec: {method: 'get'; path: …}}>`. */
export type ApiRoute = ReturnType<typeof apiRoutes>[number];
