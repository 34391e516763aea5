export { ToolsPanel, type ToolsPanelContext, type ToolsPanelProps } from './tools-panel';
