export { RestoreButton, type RestoreButtonProps } from './restore-button';
export { useRestoreArchived, type UseRestoreArchivedOptions } from './use-restore-archived';
