export { RestoreButton } from './restore-button';
export { useRestoreArchived } from './use-restore-archived';
