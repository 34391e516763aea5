export { CutOffDialog, type CutOffSubject } from './components/cut-off-dialog';
export { CutOffButton, CutOffMark } from './components/customer-row';
export { useMayCutOff } from './api/get-cut-off-settings';
