export { deviceOutbox, type DeviceOutbox } from './device-outbox';
export {
  defineOutbox,
  dismissRefused,
  outcomeOfStatus,
  type Kept,
  type Operation,
  type Outbox,
  type OutboxStore,
  type Refused,
  type ReplayResult,
  type SendOutcome,
} from './outbox';
export { sendFromOutbox } from './send-from-outbox';
export { retryDelayMs, useDeviceOutbox, useOutboxSync } from './use-outbox-sync';
