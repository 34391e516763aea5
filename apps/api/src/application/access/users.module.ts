import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateUserHandler } from './create-user.handler';
import { EnsureInitialAdminHandler } from './ensure-initial-admin.handler';
import { FindUserHandler } from './find-user.handler';
import { ListUsersHandler } from './list-users.handler';
import { PasswordHasher } from './password-hasher';
import { ResetPasswordHandler } from './reset-password.handler';
import { UpdateUserHandler } from './update-user.handler';
import { VerifyCredentialsHandler } from './verify-credentials.handler';

/** Application layer for users: shared by the API and the CLI. */
@Module({
  imports: [CqrsModule],
  providers: [
    PasswordHasher,
    CreateUserHandler,
    ListUsersHandler,
    FindUserHandler,
    VerifyCredentialsHandler,
    EnsureInitialAdminHandler,
    UpdateUserHandler,
    ResetPasswordHandler,
  ],
  exports: [PasswordHasher],
})
export class UsersModule {}
