export { HandoverPage } from './pages/handover-page';
