import { desc, eq } from 'drizzle-orm';
import type { InfluencerApplication, InfluencerApplicationStatus } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { insertedRow } from '../db/inserted-row.js';
import { influencerApplications } from '../db/schema.js';

type ApplicationRow = typeof influencerApplications.$inferSelect;

export interface NewInfluencerApplication {
  userId: string | null;
  name: string;
  email: string;
  channelUrl: string;
  audienceSize: number;
  message: string;
  locale: string;
}

/** What the applicant sees of an application: never the message or address back, only where it stands. */
function toApplication(row: ApplicationRow): InfluencerApplication {
  return { id: row.id, status: row.status as InfluencerApplicationStatus, channelUrl: row.channelUrl, createdTime: row.createdAt.toISOString() };
}

export async function storeInfluencerApplication(db: Database, application: NewInfluencerApplication): Promise<InfluencerApplication> {
  return toApplication(insertedRow(await db.insert(influencerApplications).values(application).returning(), 'an influencer application'));
}

/** The user's latest application, or null: a signed-in applicant follows it on the programme page. */
export async function latestApplicationOf(db: Database, userId: string): Promise<InfluencerApplication | null> {
  const [row] = await db
    .select()
    .from(influencerApplications)
    .where(eq(influencerApplications.userId, userId))
    .orderBy(desc(influencerApplications.createdAt))
    .limit(1);
  return row ? toApplication(row) : null;
}
