import { DomainEvent, type AuditedAs } from './domain-event';

/**
 * The record tables' settings changed (`setting`: their key). The record tables and the main table's
 * panels follow the ampere stream: open screens refetch.
 */
export class TableConfigChanged extends DomainEvent {
  constructor(entry: AuditedAs, setting: string) {
    super({ ...entry, action: 'update-table-config' }, [
      { system: 'ampere', kind: 'updated', data: { id: setting, name: 'إعدادات الجداول' } },
    ]);
  }
}
