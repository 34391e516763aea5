export { PasscodeLockScreen } from './passcode-lock-screen';
