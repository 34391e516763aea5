export { SystemTabs, type SystemTabsProps } from './system-tabs';
