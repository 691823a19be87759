import type { TourPersonnel } from '#contract/tour-personnel';

/** How a person is named on screens: their name, else their e-mail. */
export function personName(person: Pick<TourPersonnel, 'firstName' | 'lastName' | 'email'>): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email;
}
