import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError } from '@kahraba/billing-domain';
import { UserSchema } from '@kahraba/persistence';
import { CreateUserCommand } from './create-user.command';
import { PasswordHasher } from './password-hasher';
import { EmailAlreadyUsedError, PASSWORD_MIN_LENGTH, WeakPasswordError } from './user-errors';
import { toUserView, type UserView } from './user.mapper';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(command: CreateUserCommand): Promise<UserView> {
    const email = command.email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(email)) throw new InvalidInputError('البريد الإلكتروني غير صالح', 'INVALID_EMAIL');
    if (!command.firstName.trim() || !command.lastName.trim()) {
      throw new InvalidInputError('الاسم الأول واسم العائلة مطلوبان', 'NAME_REQUIRED');
    }
    if (command.role !== 'admin' && command.role !== 'operator') {
      throw new InvalidInputError('الدور يجب أن يكون admin أو operator', 'INVALID_ROLE');
    }
    if (command.password.length < PASSWORD_MIN_LENGTH) throw new WeakPasswordError();
    const em = this.em.fork();
    if (await em.count(UserSchema, { email })) throw new EmailAlreadyUsedError(email);
    const user = em.create(UserSchema, {
      email,
      firstName: command.firstName.trim(),
      lastName: command.lastName.trim(),
      role: command.role,
      passwordHash: await this.hasher.hash(command.password),
      profileImageUrl: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await em.flush();
    return toUserView(user);
  }
}
