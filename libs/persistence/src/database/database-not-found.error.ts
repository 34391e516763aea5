import { join } from 'node:path';
import { NotFoundError } from '@kahraba/billing-domain';
import { projectFolderAround, type DataDirectory } from './data-directory';

/**
 * No database where the command looked, and it was not asked to make one (docs/cli-database.md):
 * one line naming the place, how it was chosen, and how to name the right one.
 */
export class DatabaseNotFoundError extends NotFoundError {
  constructor(readonly looked: DataDirectory) {
    super(messageFor(looked), 'DATABASE_NOT_FOUND');
  }
}

function messageFor({ path, chosenBy, workingFolder }: DataDirectory): string {
  const none = `لا توجد قاعدة بيانات في ${path}`;
  const make = 'شغّل التطبيق مرة (npm start) لإنشائها، أو استعد إليه نسخة احتياطية (billing restore)';
  switch (chosenBy) {
    case 'DATA_DIR':
      return `${none} (DATA_DIR): تحقق من المسار، أو ${make}`;
    case 'project folder':
      return `${none} (مجلد المشروع، إذ لم يُحدَّد DATA_DIR ولا DATABASE_URL): ${make}، أو حدّد DATA_DIR أو DATABASE_URL`;
    case 'working folder': {
      // This program's own clone: where its data most likely is (a hint only, never used unasked).
      const own = projectFolderAround(__dirname);
      const example = own ? ` (مثلاً DATA_DIR=${join(own, '.data')})` : '';
      return `${none}: لم يُحدَّد DATA_DIR ولا DATABASE_URL، والمجلد الحالي ${workingFolder} ليس مجلد المشروع؛ حدّد DATA_DIR${example} أو DATABASE_URL، أو شغّل الأمر من مجلد المشروع`;
    }
  }
}
