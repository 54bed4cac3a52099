// When something with a start and an end runs (a promotion, an advert, a website popup, a product's sale price, a
// coupon until it expires): from its start, included, until its end, excluded. A window that ends where the next one
// starts leaves no moment in both, and none in neither. No start means it has always run; no end, that it runs on.
// The ends are instants (the admin's date-time input writes the moment a person chose), so an end at midnight stops
// as that day begins. The server's SQL for the same rule is runningAt (server/src/db/running-at.ts).

/** A window's start or end: an instant (ISO text, as the API and the database write it, or a Date), or none. */
export type WindowEnd = string | Date | null | undefined;

const timeOf = (end: string | Date) => (typeof end === 'string' ? Date.parse(end) : end.getTime());

/** Whether a window from `start` (included) until `end` (excluded) runs at `at`. */
export function runsAt(start: WindowEnd, end: WindowEnd, at: Date | number): boolean {
  const moment = typeof at === 'number' ? at : at.getTime();
  return (!start || timeOf(start) <= moment) && (!end || moment < timeOf(end));
}
