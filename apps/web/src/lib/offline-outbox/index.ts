export { deviceOutbox } from './device-outbox';
export { defineOutbox, type Outbox, type ReplayResult, type SendOutcome } from './outbox';
export { sendFromOutbox } from './send-from-outbox';
export { useDeviceOutbox, useOutboxSync } from './use-outbox-sync';
