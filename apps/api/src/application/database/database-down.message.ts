/** What every caller is told while PostgreSQL does not answer (docs/database-faults.md). */
export const DATABASE_DOWN_MESSAGE = 'قاعدة البيانات لا تستجيب';
