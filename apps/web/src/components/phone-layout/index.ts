export { PHONE_MEDIA_QUERY, usePhoneLayout } from './use-phone-layout';
