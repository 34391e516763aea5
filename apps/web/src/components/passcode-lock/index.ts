export { PasscodeLockScreen, type PasscodeLockScreenProps } from './passcode-lock-screen';
