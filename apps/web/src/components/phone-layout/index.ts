export { usePhoneLayout } from './use-phone-layout';
