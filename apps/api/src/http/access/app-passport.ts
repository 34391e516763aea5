import passport from 'passport';

/**
 * This application's own passport. The package's default export is one authenticator per process,
 * and its serializers answer in the order they were registered: with two apps in one process (the
 * tests start instances side by side on one database, then close one), the closed app's serializer
 * went on answering for the live one, through a closed pool (500 on every signed-in call).
 */
export const APP_PASSPORT = Symbol('the passport of this application');

export type AppPassport = passport.Authenticator;

export const appPassportProvider = {
  provide: APP_PASSPORT,
  useFactory: (): AppPassport => new passport.Passport(),
};
