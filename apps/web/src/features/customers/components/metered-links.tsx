import { paths } from '../../../config/route-paths';
import { ButtonLink } from '../../../components/button-link';
import { ArchiveIcon, PrintIcon, TransferIcon, UploadIcon } from '../../../components/icons';
import { kwhBulkPath, kwhBulkPrintPath } from '../../../config/metered-system-paths';
import { kwhMessages as t } from '../messages';

/** `path?system=…`: the screens with a tab or a choice per system open on this one. */
const forSystem = (path: string, system: string) => `${path}?${new URLSearchParams({ system }).toString()}`;

/** The footer of a metered system's screen, the same for every metered system, the
 * generic list included (docs/metered-groups.md): its archive, its readings tab, its bulk entry and bulk
 * print, the printable table, each opened on this system. */
export function MeteredLinks({ system }: { system: string }) {
  return (
    <nav className="d-flex flex-wrap justify-content-center gap-2 px-3" aria-label={t.footerLinks}>
      <ButtonLink size="sm" variant="light" to={forSystem(paths.kwhArchived, system)}>
        <ArchiveIcon size={16} />
        {t.archivedLink}
      </ButtonLink>
      <ButtonLink size="sm" variant="light" to={forSystem(paths.readingExportImport, system)}>
        <TransferIcon size={16} />
        {t.readingsLink}
      </ButtonLink>
      <ButtonLink size="sm" variant="light" to={kwhBulkPath(system)}>
        <UploadIcon size={16} />
        {t.bulkEntry}
      </ButtonLink>
      <ButtonLink size="sm" variant="light" to={kwhBulkPrintPath(system)}>
        <PrintIcon size={16} />
        {t.bulkPrintLink}
      </ButtonLink>
      <ButtonLink size="sm" variant="light" to={forSystem(paths.kwhPrintableTable, system)}>
        <PrintIcon size={16} />
        {t.printableTable}
      </ButtonLink>
    </nav>
  );
}
