export { SystemTabs } from './system-tabs';
