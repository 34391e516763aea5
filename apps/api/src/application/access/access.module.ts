import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangePasscodeHandler } from './change-passcode.handler';
import { CreateUserHandler } from './create-user.handler';
import { EnsureInitialAdminHandler } from './ensure-initial-admin.handler';
import { EnsurePasscodeHandler } from './ensure-passcode.handler';
import { FindUserHandler } from './find-user.handler';
import { IsPasscodeUnlockedHandler } from './is-passcode-unlocked.handler';
import { ListUsersHandler } from './list-users.handler';
import { PasscodeThrottleService } from './passcode-throttle.service';
import { PasswordHasher } from './password-hasher';
import { ResetPasswordHandler } from './reset-password.handler';
import { SetPasscodeHandler } from './set-passcode.handler';
import { UpdateUserHandler } from './update-user.handler';
import { VerifyCredentialsHandler } from './verify-credentials.handler';
import { VerifyPasscodeHandler } from './verify-passcode.handler';

/** The access context's handlers and services, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    ChangePasscodeHandler,
    CreateUserHandler,
    EnsureInitialAdminHandler,
    EnsurePasscodeHandler,
    FindUserHandler,
    IsPasscodeUnlockedHandler,
    ListUsersHandler,
    PasscodeThrottleService,
    PasswordHasher,
    ResetPasswordHandler,
    SetPasscodeHandler,
    UpdateUserHandler,
    VerifyCredentialsHandler,
    VerifyPasscodeHandler,
  ],
  exports: [PasscodeThrottleService, PasswordHasher],
})
export class AccessModule {}
