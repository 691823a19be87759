import { avatarRoutes } from './avatar.routes';
import { emergencyContactsRoutes } from './emergency-contacts.routes';
import { personalDetailsRoutes } from './personal-details.routes';
import { personalDocumentsRoutes } from './personal-documents.routes';
import { travellingDetailsRoutes } from './travelling-details.routes';

/** Every profile endpoint: personal and travelling details, contacts, documents, avatar. */
export const profileRoutes = [
  ...personalDetailsRoutes,
  ...personalDocumentsRoutes,
  ...travellingDetailsRoutes,
  ...emergencyContactsRoutes,
  ...avatarRoutes,
];
