import { openJournalDatabase, type JournalDatabaseSettings } from './database';
import { AuditJournal } from './journal';
import { migrateJournal } from './migrations';

/**
 * Opens the journal's database and brings its tables up to date (scrubbing the values of `secrets`,
 * the fields marked `@secret`, from older entries); the gateway starts after.
 */
export async function openJournal(
  settings: JournalDatabaseSettings,
  secrets: ReadonlySet<string>,
  written?: ConstructorParameters<typeof AuditJournal>[2],
): Promise<AuditJournal> {
  const db = await openJournalDatabase(settings);
  try {
    await migrateJournal(db, secrets);
  } catch (error) {
    await db.close();
    throw error;
  }
  return new AuditJournal(db, secrets, written);
}
