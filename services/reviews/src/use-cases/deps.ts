import type { Database } from '@storefront/data';

/** What the reviews' flows need: the database, whether staff approve each review, and how to send what
 * they wrote to the outbox at once. */
export interface ReviewsDeps {
  db: Database;
  needApproval: boolean;
  publicUrl: string;
  onEventsWritten: () => void;
}
