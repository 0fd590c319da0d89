import { openJournalDatabase, type JournalDatabaseSettings } from './database';
import { AuditJournal } from './journal';
import { migrateJournal } from './migrations';

/** Opens the journal's database and brings its tables up to date; the gateway starts after. */
export async function openJournal(settings: JournalDatabaseSettings): Promise<AuditJournal> {
  const db = await openJournalDatabase(settings);
  try {
    await migrateJournal(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return new AuditJournal(db);
}
