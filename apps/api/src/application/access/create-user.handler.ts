import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError, readMeterReader, readUserRole } from '@kahraba/billing-domain';
import { insertUserAccount, isEmailTaken, type UserAccountView } from '@kahraba/persistence';
import { UnitOfWork } from '../events/unit-of-work';
import { UserCreated } from '../events/user-created.event';
import { CreateUserCommand } from './create-user.command';
import { PasswordHasher } from './password-hasher';
import { checkNewPassword, EmailAlreadyUsedError } from './user-errors';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: CreateUserCommand): Promise<UserAccountView> {
    const email = command.email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(email) || email.length > 254) {
      throw new InvalidInputError('البريد الإلكتروني غير صالح', 'INVALID_EMAIL');
    }
    const firstName = command.firstName.trim();
    const lastName = command.lastName.trim();
    if (!firstName || !lastName) {
      throw new InvalidInputError('الاسم الأول واسم العائلة مطلوبان', 'NAME_REQUIRED');
    }
    if (firstName.length > 100 || lastName.length > 100) {
      throw new InvalidInputError('الاسم طويل جداً', 'NAME_TOO_LONG');
    }
    const role = readUserRole(command.role);
    const meterReader = readMeterReader(role, command.meterReader);
    const password = checkNewPassword(command.password);
    const passwordHash = await this.hasher.hash(password);
    return this.unitOfWork.run(async (tx, events) => {
      if (await isEmailTaken(tx, email)) throw new EmailAlreadyUsedError(email);
      const user = await insertUserAccount(tx, {
        email,
        firstName,
        lastName,
        role,
        meterReader,
        passwordHash,
      }).catch((error: unknown) => {
        // Two creations of one e-mail at once: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw new EmailAlreadyUsedError(email);
        throw error;
      });
      events.record(
        new UserCreated({
          actor: command.actor,
          count: 1,
          details: { id: user.id, email: user.email, role: user.role, meterReader: user.meterReader },
        }),
      );
      return user;
    });
  }
}
